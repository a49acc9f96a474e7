ALTER TABLE `signups` ADD `access_notes` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `handled_by` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `handled_at` text;