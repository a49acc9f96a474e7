import { useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';
import { errorText } from '../../../lib/error-text';
import { useFormSubmit } from '../../../lib/use-form-submit';

interface Props {
  open: boolean;
  customerId: number;
  onClose: () => void;
  onCreated: () => void;
}

/** Create New Job: POST /api/jobs {customerId, collectionDate}; the server adds both tasks. */
export function CreateJobDialog({ open, customerId, onClose, onCreated }: Props) {
  const [date, setDate] = useState(() => businessToday());
  const { errors, pending, submit } = useFormSubmit({
    validate: () =>
      date
        ? { ok: true, body: { customerId, collectionDate: date } }
        : { ok: false, errors: { collectionDate: 'Collection date is required' } },
    send: async (body) => {
      await api.post('/api/jobs', body);
      notify('Job Created', 'The job and its two tasks have been scheduled.');
      onClose();
      onCreated();
    },
    onError: (err) => {
      // A refusal (e.g. a job already on that date) says why; anything else is the spec's message.
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 409);
      notify('Error', refused ? `Failed to create job: ${errorText(err)}` : 'Failed to create job', 'error');
    },
  });

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create New Job"
      submit={{ form: 'create-job-form', label: 'Create Job', pending }}
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
