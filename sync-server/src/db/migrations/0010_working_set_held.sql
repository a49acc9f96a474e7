CREATE TABLE `sync_held_sets` (
	`hash` text PRIMARY KEY NOT NULL,
	`task_ids` text NOT NULL,
	`created_at` text NOT NULL
);
