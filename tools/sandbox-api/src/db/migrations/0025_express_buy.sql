-- Express tasks of every kind (the withdrawal, the express withdraw and the express buy), and the invoice an
-- express task delivers, found by its task when the task runs.
ALTER TABLE express_tasks DROP CONSTRAINT IF EXISTS express_tasks_kind_check;
ALTER TABLE express_tasks
  ADD CONSTRAINT express_tasks_kind_check CHECK (kind IN ('WITHDRAW', 'EXPRESS_WITHDRAW', 'BUY'));
CREATE INDEX invoices_task ON invoices (task_id);
