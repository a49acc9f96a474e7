ALTER TABLE `employees` ADD `must_change_password` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `employees` ADD `first_sign_in_at` text;