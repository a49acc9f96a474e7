CREATE TABLE `customer_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`admin_username` text NOT NULL,
	`note_text` text NOT NULL,
	`is_pinned` integer DEFAULT false NOT NULL,
	`created_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_notes_customer_idx` ON `customer_notes` (`customer_id`);--> statement-breakpoint
CREATE INDEX `customer_notes_version_idx` ON `customer_notes` (`version`);--> statement-breakpoint
CREATE TABLE `signups` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`city` text DEFAULT 'Seattle' NOT NULL,
	`state` text DEFAULT 'WA' NOT NULL,
	`zip_code` text NOT NULL,
	`latitude` text,
	`longitude` text,
	`geocoded_at` text,
	`address_photo_url` text,
	`address_photo_updated_at` text,
	`phone` text NOT NULL,
	`email` text NOT NULL,
	`needs_garbage` integer DEFAULT false NOT NULL,
	`garbage_qty` integer DEFAULT 1 NOT NULL,
	`needs_compost` integer DEFAULT false NOT NULL,
	`compost_qty` integer DEFAULT 1 NOT NULL,
	`needs_recycling` integer DEFAULT false NOT NULL,
	`recycling_qty` integer DEFAULT 1 NOT NULL,
	`contact_method` text DEFAULT 'text' NOT NULL,
	`bins_to_curb_day` text DEFAULT 'friday' NOT NULL,
	`collection_day` text DEFAULT 'saturday' NOT NULL,
	`bins_to_residence_day` text DEFAULT 'saturday' NOT NULL,
	`service_rate` integer DEFAULT 5 NOT NULL,
	`customer_status` text DEFAULT 'active' NOT NULL,
	`service_start_date` text,
	`service_end_date` text,
	`notes` text,
	`tracking_token` text NOT NULL,
	`created_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `signups_tracking_token_idx` ON `signups` (`tracking_token`);--> statement-breakpoint
CREATE INDEX `signups_version_idx` ON `signups` (`version`);--> statement-breakpoint
CREATE TABLE `employee_time_off` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`type` text(20) NOT NULL,
	`status` text(20) DEFAULT 'approved' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `employee_time_off_employee_idx` ON `employee_time_off` (`employee_id`);--> statement-breakpoint
CREATE INDEX `employee_time_off_version_idx` ON `employee_time_off` (`version`);--> statement-breakpoint
CREATE TABLE `employees` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`username` text(50) NOT NULL,
	`password_hash` text(255) NOT NULL,
	`role` text(20) DEFAULT 'crew' NOT NULL,
	`name` text,
	`email` text,
	`phone` text,
	`hire_date` text,
	`is_active` integer DEFAULT true NOT NULL,
	`availability_status` text(20) DEFAULT 'available' NOT NULL,
	`session_epoch` integer DEFAULT 0 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `employees_username_idx` ON `employees` (`username`);--> statement-breakpoint
CREATE INDEX `employees_version_idx` ON `employees` (`version`);--> statement-breakpoint
CREATE TABLE `job_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`employee_id` integer NOT NULL,
	`role` text(20) DEFAULT 'crew' NOT NULL,
	`assigned_date` text NOT NULL,
	`status` text(20) DEFAULT 'assigned' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `job_assignments_job_idx` ON `job_assignments` (`job_id`);--> statement-breakpoint
CREATE INDEX `job_assignments_employee_idx` ON `job_assignments` (`employee_id`);--> statement-breakpoint
CREATE INDEX `job_assignments_version_idx` ON `job_assignments` (`version`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`service_period_id` integer,
	`collection_date` text NOT NULL,
	`status` text(20) DEFAULT 'scheduled' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`service_period_id`) REFERENCES `service_periods`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_customer_date_idx` ON `jobs` (`customer_id`,`collection_date`);--> statement-breakpoint
CREATE INDEX `jobs_period_idx` ON `jobs` (`service_period_id`);--> statement-breakpoint
CREATE INDEX `jobs_collection_date_idx` ON `jobs` (`collection_date`);--> statement-breakpoint
CREATE INDEX `jobs_version_idx` ON `jobs` (`version`);--> statement-breakpoint
CREATE TABLE `payment_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`amount` integer NOT NULL,
	`payment_date` text NOT NULL,
	`payment_method` text DEFAULT 'cash' NOT NULL,
	`status` text DEFAULT 'completed' NOT NULL,
	`billing_period` text NOT NULL,
	`services_count` integer DEFAULT 0 NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `payment_history_customer_idx` ON `payment_history` (`customer_id`);--> statement-breakpoint
CREATE INDEX `payment_history_version_idx` ON `payment_history` (`version`);--> statement-breakpoint
CREATE TABLE `service_periods` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text,
	`status` text(20) DEFAULT 'active' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_periods_customer_idx` ON `service_periods` (`customer_id`);--> statement-breakpoint
CREATE INDEX `service_periods_version_idx` ON `service_periods` (`version`);--> statement-breakpoint
CREATE TABLE `service_tracking` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`collection_date` text NOT NULL,
	`task_type` text(20) DEFAULT 'take_to_curb' NOT NULL,
	`status` text(20) DEFAULT 'pending' NOT NULL,
	`notes` text,
	`completed_at` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_tracking_customer_idx` ON `service_tracking` (`customer_id`);--> statement-breakpoint
CREATE INDEX `service_tracking_version_idx` ON `service_tracking` (`version`);--> statement-breakpoint
CREATE TABLE `sync_clients` (
	`client_id` text PRIMARY KEY NOT NULL,
	`employee_id` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `sync_mutations` (
	`client_id` text NOT NULL,
	`mutation_id` text NOT NULL,
	`employee_id` integer NOT NULL,
	`name` text NOT NULL,
	`result` text NOT NULL,
	`created_at` text NOT NULL,
	PRIMARY KEY(`client_id`, `mutation_id`)
);
--> statement-breakpoint
CREATE TABLE `sync_state` (
	`id` integer PRIMARY KEY NOT NULL,
	`version` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `task_assignments` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`task_id` integer NOT NULL,
	`employee_id` integer NOT NULL,
	`role` text(20) DEFAULT 'crew' NOT NULL,
	`assigned_date` text NOT NULL,
	`status` text(20) DEFAULT 'assigned' NOT NULL,
	`notes` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `task_assignments_task_idx` ON `task_assignments` (`task_id`);--> statement-breakpoint
CREATE INDEX `task_assignments_employee_idx` ON `task_assignments` (`employee_id`);--> statement-breakpoint
CREATE INDEX `task_assignments_version_idx` ON `task_assignments` (`version`);--> statement-breakpoint
CREATE TABLE `tasks` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`job_id` integer NOT NULL,
	`task_type` text(20) DEFAULT 'take_to_curb' NOT NULL,
	`scheduled_date` text NOT NULL,
	`status` text(20) DEFAULT 'scheduled' NOT NULL,
	`notes` text,
	`completed_at` text,
	`completed_lat` text,
	`completed_lng` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `tasks_job_idx` ON `tasks` (`job_id`);--> statement-breakpoint
CREATE INDEX `tasks_scheduled_date_idx` ON `tasks` (`scheduled_date`);--> statement-breakpoint
CREATE INDEX `tasks_version_idx` ON `tasks` (`version`);--> statement-breakpoint
CREATE TABLE `tombstones` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`table_name` text NOT NULL,
	`row_id` integer NOT NULL,
	`version` integer NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `tombstones_version_idx` ON `tombstones` (`version`);