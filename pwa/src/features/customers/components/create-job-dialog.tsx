import { addDays, type PlacedJobWithTasks, type ServiceChangeItem } from '@bin-valet/schema';
import { Checkbox, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError, api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { askedDateNote, declaredDelays } from '../../../lib/asked-date';
import { businessToday } from '../../../lib/business-day';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { formatDate } from '../../../lib/format';
import { invalidateTaskViews } from '../../../lib/query-client';

interface Props {
  open: boolean;
  customerId: number;
  onClose: () => void;
}

/** How far around the date asked a declared delay can reach it. */
const DELAY_REACH_DAYS = 14;

type CreateBody = { customerId: number; collectionDate: string; exactDate?: boolean };

/**
 * Create New Job: POST /api/jobs {customerId, collectionDate}; the server places it on the city's date
 * for that day (holiday week, delays) and adds both tasks. The dialog says that date before anyone
 * confirms, and "Keep this exact date" sends exactDate.
 */
export function CreateJobDialog({ open, customerId, onClose }: Props) {
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => businessToday());
  const [exact, setExact] = useState(false);
  const delays = useQuery<ServiceChangeItem[]>({
    queryKey: [
      'api',
      'service-changes',
      {
        startDate: addDays(date || businessToday(), -DELAY_REACH_DAYS),
        endDate: addDays(date || businessToday(), DELAY_REACH_DAYS),
      },
    ],
    enabled: open && /^\d{4}-\d{2}-\d{2}$/.test(date),
  });
  const note = date ? askedDateNote(date, declaredDelays(delays.data)) : null;
  const create = useMutation({
    mutationFn: (body: CreateBody) => api.post<PlacedJobWithTasks>('/api/jobs', body),
    onSuccess: ({ job }) => {
      const moved = job.moveReason
        ? ` It is collected ${formatDate(job.collectionDate, 'EEE, MMM d')} (${job.moveReason}).`
        : '';
      notify('Job Created', `The job and its two tasks have been scheduled.${moved}`);
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
      ? {
          ok: true,
          body:
            note && exact
              ? { customerId, collectionDate: date, exactDate: true }
              : { customerId, collectionDate: date },
        }
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
        {note && (
          <>
            <Text mt="3" color="orange.700" data-testid="asked-date-note" aria-live="polite">
              {note}
            </Text>
            <Checkbox.Root mt="2" checked={exact} onCheckedChange={(e) => setExact(e.checked === true)}>
              <Checkbox.HiddenInput name="exactDate" />
              <Checkbox.Control />
              <Checkbox.Label>Keep this exact date (the job stays on the date given)</Checkbox.Label>
            </Checkbox.Root>
          </>
        )}
      </form>
    </FormDialog>
  );
}
