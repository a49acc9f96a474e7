-- One server-wide version counter (docs/architecture.md §4.3). Triggers stamp every insert and update with the next
-- version and leave a tombstone for every delete, cascades included, in the writer's own transaction.
INSERT INTO `sync_state` (`id`, `version`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `signups_version_ai` AFTER INSERT ON `signups` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `signups` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `signups_version_au` AFTER UPDATE ON `signups` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `signups` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `signups_version_ad` AFTER DELETE ON `signups` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('signups', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `customer_notes_version_ai` AFTER INSERT ON `customer_notes` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `customer_notes` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_notes_version_au` AFTER UPDATE ON `customer_notes` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `customer_notes` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `customer_notes_version_ad` AFTER DELETE ON `customer_notes` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('customer_notes', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `payment_history_version_ai` AFTER INSERT ON `payment_history` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `payment_history` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `payment_history_version_au` AFTER UPDATE ON `payment_history` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `payment_history` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `payment_history_version_ad` AFTER DELETE ON `payment_history` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('payment_history', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `employees_version_ai` AFTER INSERT ON `employees` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `employees` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `employees_version_au` AFTER UPDATE ON `employees` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `employees` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `employees_version_ad` AFTER DELETE ON `employees` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('employees', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `employee_time_off_version_ai` AFTER INSERT ON `employee_time_off` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `employee_time_off` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `employee_time_off_version_au` AFTER UPDATE ON `employee_time_off` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `employee_time_off` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `employee_time_off_version_ad` AFTER DELETE ON `employee_time_off` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('employee_time_off', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `service_periods_version_ai` AFTER INSERT ON `service_periods` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `service_periods` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_periods_version_au` AFTER UPDATE ON `service_periods` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `service_periods` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_periods_version_ad` AFTER DELETE ON `service_periods` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('service_periods', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_version_ai` AFTER INSERT ON `jobs` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `jobs` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_version_au` AFTER UPDATE ON `jobs` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `jobs` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_version_ad` AFTER DELETE ON `jobs` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('jobs', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_version_ai` AFTER INSERT ON `tasks` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `tasks` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_version_au` AFTER UPDATE ON `tasks` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `tasks` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `tasks_version_ad` AFTER DELETE ON `tasks` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('tasks', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `service_tracking_version_ai` AFTER INSERT ON `service_tracking` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `service_tracking` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_tracking_version_au` AFTER UPDATE ON `service_tracking` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `service_tracking` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `service_tracking_version_ad` AFTER DELETE ON `service_tracking` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('service_tracking', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `job_assignments_version_ai` AFTER INSERT ON `job_assignments` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `job_assignments` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_assignments_version_au` AFTER UPDATE ON `job_assignments` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `job_assignments` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `job_assignments_version_ad` AFTER DELETE ON `job_assignments` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('job_assignments', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
--> statement-breakpoint
CREATE TRIGGER `task_assignments_version_ai` AFTER INSERT ON `task_assignments` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `task_assignments` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `task_assignments_version_au` AFTER UPDATE ON `task_assignments` WHEN NEW.`version` = OLD.`version` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  UPDATE `task_assignments` SET `version` = (SELECT `version` FROM `sync_state` WHERE `id` = 1) WHERE `id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `task_assignments_version_ad` AFTER DELETE ON `task_assignments` BEGIN
  UPDATE `sync_state` SET `version` = `version` + 1 WHERE `id` = 1;
  INSERT INTO `tombstones` (`table_name`, `row_id`, `version`) VALUES ('task_assignments', OLD.`id`, (SELECT `version` FROM `sync_state` WHERE `id` = 1));
END;
