CREATE TABLE `service_changes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`start_date` text NOT NULL,
	`end_date` text NOT NULL,
	`shift_days` integer NOT NULL,
	`created_by` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `service_changes_dates_idx` ON `service_changes` (`start_date`,`end_date`);--> statement-breakpoint
ALTER TABLE `signups` ADD `recycling_anchor_date` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `regular_date` text;--> statement-breakpoint
ALTER TABLE `jobs` ADD `delay_reason` text;--> statement-breakpoint
CREATE INDEX `jobs_regular_date_idx` ON `jobs` (`regular_date`);