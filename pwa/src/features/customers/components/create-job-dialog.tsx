import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { invalidateTaskViews } from '../../../lib/query-client';

interface Props {
  open: boolean;
  customerId: number;
  onClose: () => void;
}

/** Create New Job: POST /api/jobs {customerId, collectionDate}; the server adds both tasks. */
export function CreateJobDialog({ open, customerId, onClose }: Props) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => businessToday());
  const create = useMutation({
    mutationFn: (body: { customerId: number; collectionDate: string }) => api.post('/api/jobs', body),
    onSuccess: () => {
      notify('Job Created', 'The job and its two tasks have been scheduled.');
      onClose();
      // A new job and its two tasks: every view built from jobs and tasks asks again.
      void invalidateTaskViews(queryClient);
    },
    onError: (err) => {
      // A refusal (e.g. a job already on that date) says why; anything else is the spec's message.
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 409);
      notify('Error', refused ? `Failed to create job: ${errorText(err)}` : 'Failed to create job', 'error');
    },
  });
  const { errors, submit } = useCheckedSubmit(create, () =>
    date
      ? { ok: true, body: { customerId, collectionDate: date } }
      : { ok: false, errors: { collectionDate: 'Collection date is required' } },
  );

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create New Job"
      submit={{ form: 'create-job-form', label: 'Create Job', pending: create.isPending }}
    >
      <form id="create-job-form" onSubmit={submit} noValidate>
        <TextField
          label="Collection Date"
          type="date"
          value={date}
          onChange={setDate}
          error={errors.collectionDate}
          helper="Bins go to the curb and back to the residence on the customer's service days around this date."
        />
      </form>
    </FormDialog>
  );
}
