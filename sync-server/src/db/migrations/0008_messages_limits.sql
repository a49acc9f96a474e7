ALTER TABLE `signups` ADD `office_saved_at` text;--> statement-breakpoint
ALTER TABLE `messages` ADD `previous_collection` text;--> statement-breakpoint
-- Customers already on file were taken on before the limit for online signups existed.
UPDATE `signups` SET `office_saved_at` = `created_at`;
