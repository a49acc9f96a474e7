CREATE TABLE `geocode_cache` (
	`query` text PRIMARY KEY NOT NULL,
	`latitude` real,
	`longitude` real,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `photo_file_trash` (
	`file_name` text PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE `task_photos` (
	`id` text PRIMARY KEY NOT NULL,
	`task_id` integer NOT NULL,
	`file_name` text NOT NULL,
	`taken_at` text,
	`latitude` real,
	`longitude` real,
	`accuracy` real,
	`employee_id` integer,
	`employee_name` text NOT NULL,
	`bytes` integer NOT NULL,
	`created_at` text NOT NULL,
	FOREIGN KEY (`task_id`) REFERENCES `tasks`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `task_photos_task_idx` ON `task_photos` (`task_id`);--> statement-breakpoint
CREATE INDEX `task_photos_created_idx` ON `task_photos` (`created_at`);--> statement-breakpoint
ALTER TABLE `signups` ADD `coordinates_source` text(10);--> statement-breakpoint
-- Hand-written: a deleted photo row (cascades from its task, job or customer included) queues its file for removal.
CREATE TRIGGER `task_photos_file_ad` AFTER DELETE ON `task_photos` BEGIN
  INSERT OR IGNORE INTO `photo_file_trash` (`file_name`) VALUES (OLD.`file_name`);
END;
--> statement-breakpoint
-- Hand-written: positions set before sources were recorded came from the office.
UPDATE `signups` SET `coordinates_source` = 'office' WHERE `latitude` IS NOT NULL AND `longitude` IS NOT NULL;
