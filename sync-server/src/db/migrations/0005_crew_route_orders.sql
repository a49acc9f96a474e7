CREATE TABLE `route_orders` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`employee_id` integer NOT NULL,
	`route_date` text NOT NULL,
	`task_ids` text NOT NULL,
	`updated_at` text NOT NULL,
	`version` integer DEFAULT 0 NOT NULL,
	FOREIGN KEY (`employee_id`) REFERENCES `employees`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `route_orders_employee_date_idx` ON `route_orders` (`employee_id`,`route_date`);--> statement-breakpoint
CREATE INDEX `route_orders_date_idx` ON `route_orders` (`route_date`);--> statement-breakpoint
CREATE INDEX `route_orders_version_idx` ON `route_orders` (`version`);--> statement-breakpoint
-- ---- hand-written below this line (the integrator keeps it at the end when renumbering) ----
-- Route orders replicate: the same version stamps and tombstones as every replicated table.
CREATE TRIGGER `route_orders_version_ai` AFTER INSERT ON `route_orders` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `route_orders` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `route_orders_version_au` AFTER UPDATE ON `route_orders` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `route_orders` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `route_orders_version_ad` AFTER DELETE ON `route_orders` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('route_orders', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
-- A customer's pinned notes replicate inside the customer row (access notes on the crew card): a pinned
-- note added, changed, unpinned or deleted re-stamps the customer, so sync pull sends it again.
CREATE TRIGGER `customer_notes_pin_ai` AFTER INSERT ON `customer_notes` WHEN NEW.`is_pinned` BEGIN
  UPDATE `signups` SET `version` = `version` WHERE `id` = NEW.`customer_id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_notes_pin_au` AFTER UPDATE OF `note_text`, `is_pinned`, `customer_id` ON `customer_notes` WHEN NEW.`is_pinned` OR OLD.`is_pinned` BEGIN
  UPDATE `signups` SET `version` = `version` WHERE `id` IN (NEW.`customer_id`, OLD.`customer_id`);
END;
--> statement-breakpoint
CREATE TRIGGER `customer_notes_pin_ad` AFTER DELETE ON `customer_notes` WHEN OLD.`is_pinned` BEGIN
  UPDATE `signups` SET `version` = `version` WHERE `id` = OLD.`customer_id`;
END;
