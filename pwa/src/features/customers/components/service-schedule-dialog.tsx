import type { ServicePeriod } from '@bin-valet/schema';
import { Button, Grid, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog, FormDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { invalidateTaskViews } from '../../../lib/query-client';
import { type DateRange, extensionRange, generateRange } from '../logic/schedule-extension';
import { PeriodForm, type PeriodInput } from './period-form';
import { PeriodList } from './period-list';

interface JobsMade {
  jobsCreated?: number;
  tasksCreated?: number;
}

const madeText = (r: JobsMade) => `${r.jobsCreated ?? 0} jobs and ${r.tasksCreated ?? 0} tasks created`;

interface Props {
  open: boolean;
  customerId: number;
  onClose: () => void;
}

/** Service Schedule: create or edit on the left, existing schedules on the right. */
export function ServiceScheduleDialog({ open, customerId, onClose }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title="Service Schedule" size="xl" cancelLabel="Close">
      <ScheduleBody customerId={customerId} />
    </FormDialog>
  );
}

function ScheduleBody({ customerId }: Pick<Props, 'customerId'>) {
  const queryClient = useQueryClient();
  // Periods create, move and delete jobs: every view of jobs and tasks asks again.
  const jobsChanged = () => void invalidateTaskViews(queryClient);
  const periodsKey = ['api', 'signups', customerId, 'service-periods'];
  const periods = useQuery<ServicePeriod[]>({ queryKey: periodsKey });
  const [editing, setEditing] = useState<ServicePeriod | null>(null);
  const [deleting, setDeleting] = useState<ServicePeriod | null>(null);
  const [extension, setExtension] = useState<{ periodId: number; range: DateRange } | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: periodsKey });
    jobsChanged();
  };

  const update = useMutation({
    mutationFn: ({ period, input }: { period: ServicePeriod; input: PeriodInput }) =>
      api.patch(`/api/service-periods/${period.id}`, input),
    onSuccess: (_done, { period, input }) => {
      notify('Schedule Updated', 'The service schedule has been saved.');
      const range = extensionRange(period.endDate, input.endDate);
      if (range) setExtension({ periodId: period.id, range });
      setEditing(null);
      changed();
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to update service'), 'error'),
  });

  const create = useMutation({
    mutationFn: (input: PeriodInput) => api.post<JobsMade>(`/api/signups/${customerId}/service-periods`, input),
    onSuccess: (made) => {
      notify('Schedule Created', madeText(made));
      changed();
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to create service schedule'), 'error'),
  });

  // Generating jobs leaves the periods as they are: only the job views ask again.
  const generate = useMutation({
    mutationFn: ({ period, range }: { period: ServicePeriod; range: DateRange }) =>
      api.post<JobsMade>(`/api/service-periods/${period.id}/generate-jobs`, range),
    onSuccess: (made) => {
      notify('Jobs Generated', madeText(made));
      jobsChanged();
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to generate jobs'), 'error'),
  });

  const remove = useMutation({
    mutationFn: (period: ServicePeriod) => api.delete(`/api/service-periods/${period.id}`),
    onSuccess: (_done, period) => {
      notify('Service Deleted', 'The schedule and its jobs have been deleted.');
      if (editing?.id === period.id) setEditing(null);
      setDeleting(null);
      changed();
    },
    onError: () => notify('Error', 'Failed to delete service', 'error'),
  });

  const extend = useMutation({
    mutationFn: ({ periodId, range }: { periodId: number; range: DateRange }) =>
      api.post<JobsMade>(`/api/service-periods/${periodId}/generate-jobs`, range),
    onSuccess: (made) => {
      notify('Jobs Created', `${madeText(made)} for the extended schedule`);
      jobsChanged();
    },
    // The schedule itself is saved; only the job creation failed.
    onError: () => notify('Schedule Updated, Jobs Failed', 'Failed to create jobs for extension', 'error'),
    onSettled: () => setExtension(null),
  });

  const pending = update.isPending || create.isPending || remove.isPending || extend.isPending;
  const busyId = generate.isPending ? (generate.variables?.period.id ?? null) : null;

  function save(input: PeriodInput) {
    if (editing) update.mutate({ period: editing, input });
    else create.mutate(input);
  }

  function generateFor(period: ServicePeriod) {
    const range = generateRange(period, businessToday());
    if (!range) {
      notify('Nothing to Generate', 'This schedule has already ended.', 'info');
      return;
    }
    generate.mutate({ period, range });
  }

  return (
    <>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        <PeriodForm editing={editing} pending={pending} onSubmit={save} onCancelEdit={() => setEditing(null)} />
        <PeriodList
          periods={periods.data ?? []}
          loading={periods.isPending}
          busyId={busyId}
          onEdit={setEditing}
          onDelete={setDeleting}
          onGenerate={generateFor}
        />
      </Grid>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Service"
        confirmLabel="Delete Service"
        pending={pending}
        onConfirm={() => deleting && remove.mutate(deleting)}
      >
        <Text>
          Delete the schedule starting {formatDate(deleting?.startDate)}? All of its jobs and their tasks are deleted
          too. This action cannot be undone.
        </Text>
      </ConfirmDialog>
      <FormDialog
        open={extension !== null}
        onClose={() => setExtension(null)}
        title="Service Schedule Extended"
        cancelLabel="Not Now"
        footer={
          <Button colorPalette="green" loading={pending} onClick={() => extension && extend.mutate(extension)}>
            Create Jobs
          </Button>
        }
      >
        {extension && (
          <Text>
            The schedule now runs until {formatDate(extension.range.endDate)}. Create jobs for the new part, from{' '}
            {formatDate(extension.range.startDate)} to {formatDate(extension.range.endDate)}?
          </Text>
        )}
      </FormDialog>
    </>
  );
}
