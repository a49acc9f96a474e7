import type { Task } from '@bin-valet/schema';
import { Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { TASK_TYPE_LABELS } from '../../../lib/labels';
import { invalidateTaskViews } from '../../../lib/query-client';
import { taskDateError } from '../logic/job-grouping';

interface Props {
  task: Task | null;
  onClose: () => void;
}

/**
 * Edit Task Date: PATCH /api/tasks/:id {scheduledDate}; the server refuses residence before curb (409).
 * A saved date moves the task on every office view built from tasks, so they all ask again.
 */
export function EditTaskDateDialog({ task, onClose }: Props) {
  const [date, setDate] = useState('');
  const [error, setError] = useState('');
  const queryClient = useQueryClient();
  useEffect(() => {
    setDate(task?.scheduledDate ?? '');
    setError('');
  }, [task]);

  const save = useMutation({
    mutationFn: ({ taskId, scheduledDate }: { taskId: number; scheduledDate: string }) =>
      api.patch(`/api/tasks/${taskId}`, { scheduledDate }),
    onSuccess: () => {
      notify('Task Updated', 'The task date has been changed.');
      onClose();
      void invalidateTaskViews(queryClient);
    },
    onError: (err) => {
      const message = taskDateError(errorText(err, ''));
      setError(message === 'Failed to update task date' ? '' : message);
      notify('Error', message, 'error');
    },
  });

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!task) return;
    if (!date) {
      setError('Scheduled date is required');
      return;
    }
    save.mutate({ taskId: task.id, scheduledDate: date });
  }

  return (
    <FormDialog
      open={task !== null}
      onClose={onClose}
      title="Edit Task Date"
      submit={{ form: 'edit-task-date-form', label: 'Save Date', pending: save.isPending }}
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
