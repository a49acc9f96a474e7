CREATE TABLE `sync_held_sets` (
	`hash` text PRIMARY KEY NOT NULL,
	`task_ids` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `task_assignments_employee_stop_idx` ON `task_assignments` (`employee_id`,`status`,`task_id`);