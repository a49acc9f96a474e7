import { Button } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';

interface Props {
  open: boolean;
  customerId: number;
  onClose: () => void;
  onCreated: () => void;
}

/** Create New Job: POST /api/jobs {customerId, collectionDate}; the server adds both tasks. */
export function CreateJobDialog({ open, customerId, onClose, onCreated }: Props) {
  const [date, setDate] = useState(() => businessToday());
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!date) {
      setError('Collection date is required');
      return;
    }
    setError('');
    setPending(true);
    try {
      await api.post('/api/jobs', { customerId, collectionDate: date });
      notify('Job Created', 'The job and its two tasks have been scheduled.');
      onClose();
      onCreated();
    } catch (err) {
      // A refusal (e.g. a job already on that date) says why; anything else is the spec's message.
      const refused = err instanceof ApiError && (err.status === 400 || err.status === 409);
      notify('Error', refused ? `Failed to create job: ${err.serverMessage}` : 'Failed to create job', 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open={open}
      onClose={onClose}
      title="Create New Job"
      footer={
        <Button type="submit" form="create-job-form" colorPalette="blue" loading={pending}>
          Create Job
        </Button>
      }
    >
      <form id="create-job-form" onSubmit={submit} noValidate>
        <TextField
          label="Collection Date"
          type="date"
          value={date}
          onChange={setDate}
          error={error}
          helper="Bins go to the curb and back to the residence on the customer's service days around this date."
        />
      </form>
    </FormDialog>
  );
}
