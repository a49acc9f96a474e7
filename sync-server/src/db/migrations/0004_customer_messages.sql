CREATE TABLE `message_preferences` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`bin_moves` integer DEFAULT true NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`kind` text(30) NOT NULL,
	`channel` text(10) NOT NULL,
	`recipient` text NOT NULL,
	`subject` text,
	`body` text NOT NULL,
	`status` text(20) DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`provider_id` text,
	`error` text,
	`cause_key` text NOT NULL,
	`created_at` text NOT NULL,
	`queued_at` text NOT NULL,
	`next_attempt_at` text NOT NULL,
	`sent_at` text,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `messages_cause_idx` ON `messages` (`cause_key`);--> statement-breakpoint
CREATE INDEX `messages_customer_idx` ON `messages` (`customer_id`);--> statement-breakpoint
CREATE INDEX `messages_due_idx` ON `messages` (`status`,`next_attempt_at`);