CREATE TABLE `customer_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`kind` text(30) NOT NULL,
	`summary` text NOT NULL,
	`affects_date` text,
	`actor` text(30) DEFAULT 'customer' NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_changes_customer_idx` ON `customer_changes` (`customer_id`);--> statement-breakpoint
CREATE INDEX `customer_changes_affects_idx` ON `customer_changes` (`affects_date`);--> statement-breakpoint
CREATE TABLE `customer_holds` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`created_at` text NOT NULL,
	`ended_at` text,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `customer_holds_customer_idx` ON `customer_holds` (`customer_id`);--> statement-breakpoint
CREATE TABLE `customer_skips` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`job_id` integer NOT NULL,
	`hold_id` integer,
	`created_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`job_id`) REFERENCES `jobs`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`hold_id`) REFERENCES `customer_holds`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `customer_skips_job_idx` ON `customer_skips` (`job_id`);--> statement-breakpoint
CREATE INDEX `customer_skips_customer_idx` ON `customer_skips` (`customer_id`);--> statement-breakpoint
CREATE TABLE `service_cancellations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`last_collection_date` text NOT NULL,
	`reason` text,
	`before` text NOT NULL,
	`created_at` text NOT NULL,
	`undone_at` text,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `service_cancellations_customer_idx` ON `service_cancellations` (`customer_id`);--> statement-breakpoint
ALTER TABLE `message_preferences` ADD `channel` text(10);--> statement-breakpoint
ALTER TABLE `message_preferences` ADD `kinds_off` text DEFAULT '' NOT NULL;