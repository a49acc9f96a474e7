-- A task or job moved into a client's working-set window must bring its assignments along: touching
-- the assignment rows re-stamps their version (their own update triggers do it), so sync pull sends them.
CREATE TRIGGER `tasks_move_assignments` AFTER UPDATE OF `scheduled_date` ON `tasks` WHEN NEW.`scheduled_date` <> OLD.`scheduled_date` BEGIN
  UPDATE `task_assignments` SET `updated_at` = `updated_at` WHERE `task_id` = NEW.`id`;
END;
--> statement-breakpoint
CREATE TRIGGER `jobs_move_assignments` AFTER UPDATE OF `collection_date` ON `jobs` WHEN NEW.`collection_date` <> OLD.`collection_date` BEGIN
  UPDATE `job_assignments` SET `updated_at` = `updated_at` WHERE `job_id` = NEW.`id`;
END;
