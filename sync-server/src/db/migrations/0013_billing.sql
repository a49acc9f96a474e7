CREATE TABLE `billing_accounts` (
	`customer_id` integer PRIMARY KEY NOT NULL,
	`stripe_customer_id` text,
	`payment_method_id` text,
	`card_brand` text,
	`card_last4` text,
	`subscription_id` text,
	`plan_due_at` text,
	`status` text DEFAULT 'trial' NOT NULL,
	`next_charge_date` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_accounts_stripeCustomerId_unique` ON `billing_accounts` (`stripe_customer_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `billing_accounts_subscriptionId_unique` ON `billing_accounts` (`subscription_id`);--> statement-breakpoint
CREATE TABLE `billing_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `billing_invoices` (
	`id` text PRIMARY KEY NOT NULL,
	`customer_id` integer NOT NULL,
	`number` text,
	`amount_cents` integer NOT NULL,
	`status` text NOT NULL,
	`paid_at` text,
	`receipt_url` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `billing_invoices_customer_idx` ON `billing_invoices` (`customer_id`);--> statement-breakpoint
CREATE TABLE `billing_jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`customer_id` integer NOT NULL,
	`cause_key` text NOT NULL,
	`kind` text NOT NULL,
	`payload` text DEFAULT '{}' NOT NULL,
	`status` text DEFAULT 'queued' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text NOT NULL,
	`error` text,
	`created_at` text NOT NULL,
	FOREIGN KEY (`customer_id`) REFERENCES `signups`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `billing_jobs_causeKey_unique` ON `billing_jobs` (`cause_key`);--> statement-breakpoint
CREATE INDEX `billing_jobs_due_idx` ON `billing_jobs` (`status`,`next_attempt_at`);--> statement-breakpoint
ALTER TABLE `payment_history` ADD `invoice_number` text;--> statement-breakpoint
CREATE UNIQUE INDEX `payment_history_invoiceNumber_unique` ON `payment_history` (`invoice_number`);