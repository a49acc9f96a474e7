ALTER TABLE `route_orders` ADD `updated_by_id` integer REFERENCES employees(id) ON DELETE set null;
