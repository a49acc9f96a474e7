import type { Task } from '@bin-valet/schema';
import { Text } from '@chakra-ui/react';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { TASK_TYPE_LABELS } from '../../../lib/format';
import { taskDateError } from '../logic/job-grouping';

interface Props {
  task: Task | null;
  onClose: () => void;
  onSaved: () => void;
}

/** Edit Task Date: PATCH /api/tasks/:id {scheduledDate}; the server refuses residence before curb (409). */
export function EditTaskDateDialog({ task, onClose, onSaved }: Props) {
  const [date, setDate] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);
  useEffect(() => {
    setDate(task?.scheduledDate ?? '');
    setError('');
  }, [task]);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!task) return;
    if (!date) {
      setError('Scheduled date is required');
      return;
    }
    setPending(true);
    try {
      await api.patch(`/api/tasks/${task.id}`, { scheduledDate: date });
      notify('Task Updated', 'The task date has been changed.');
      onClose();
      onSaved();
    } catch (err) {
      const message = taskDateError(errorText(err, ''));
      setError(message === 'Failed to update task date' ? '' : message);
      notify('Error', message, 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open={task !== null}
      onClose={onClose}
      title="Edit Task Date"
      submit={{ form: 'edit-task-date-form', label: 'Save Date', pending }}
    >
      <form id="edit-task-date-form" onSubmit={submit} noValidate>
        {task && (
          <Text mb="3" fontWeight="semibold">
            {TASK_TYPE_LABELS[task.taskType] ?? task.taskType} · Job #{task.jobId}
          </Text>
        )}
        <TextField
          label="Scheduled Date"
          type="date"
          value={date}
          onChange={setDate}
          error={error}
          helper="Bins to residence must be on or after the bins to curb date."
        />
      </form>
    </FormDialog>
  );
}
