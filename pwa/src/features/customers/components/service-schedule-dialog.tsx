import type { ServicePeriod } from '@bin-valet/schema';
import { Button, Grid, Text } from '@chakra-ui/react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { ConfirmDialog, FormDialog } from '../../../components/form-dialog';
import { businessToday } from '../../../lib/business-day';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
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
  /** Periods create, move and delete jobs: the Job Tracking card reloads. */
  onJobsChanged: () => void;
}

/** Service Schedule: create or edit on the left, existing schedules on the right. */
export function ServiceScheduleDialog({ open, customerId, onClose, onJobsChanged }: Props) {
  return (
    <FormDialog open={open} onClose={onClose} title="Service Schedule" size="xl" cancelLabel="Close">
      <ScheduleBody customerId={customerId} onJobsChanged={onJobsChanged} />
    </FormDialog>
  );
}

function ScheduleBody({ customerId, onJobsChanged }: Pick<Props, 'customerId' | 'onJobsChanged'>) {
  const queryClient = useQueryClient();
  const periodsKey = ['api', 'signups', customerId, 'service-periods'];
  const periods = useQuery<ServicePeriod[]>({ queryKey: periodsKey });
  const [editing, setEditing] = useState<ServicePeriod | null>(null);
  const [pending, setPending] = useState(false);
  const [busyId, setBusyId] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<ServicePeriod | null>(null);
  const [extension, setExtension] = useState<{ periodId: number; range: DateRange } | null>(null);

  const changed = () => {
    void queryClient.invalidateQueries({ queryKey: periodsKey });
    onJobsChanged();
  };

  async function save(input: PeriodInput) {
    setPending(true);
    if (editing) {
      try {
        await api.patch(`/api/service-periods/${editing.id}`, input);
        notify('Schedule Updated', 'The service schedule has been saved.');
        const range = extensionRange(editing.endDate, input.endDate);
        if (range) setExtension({ periodId: editing.id, range });
        setEditing(null);
        changed();
      } catch (err) {
        notify('Error', errorText(err, 'Failed to update service'), 'error');
      }
    } else {
      try {
        const made = await api.post<JobsMade>(`/api/signups/${customerId}/service-periods`, input);
        notify('Schedule Created', madeText(made));
        changed();
      } catch (err) {
        notify('Error', errorText(err, 'Failed to create service schedule'), 'error');
      }
    }
    setPending(false);
  }

  async function generate(p: ServicePeriod) {
    const range = generateRange(p, businessToday());
    if (!range) {
      notify('Nothing to Generate', 'This schedule has already ended.', 'info');
      return;
    }
    setBusyId(p.id);
    try {
      notify('Jobs Generated', madeText(await api.post<JobsMade>(`/api/service-periods/${p.id}/generate-jobs`, range)));
      onJobsChanged();
    } catch (err) {
      notify('Error', errorText(err, 'Failed to generate jobs'), 'error');
    } finally {
      setBusyId(null);
    }
  }

  async function remove() {
    if (!deleting) return;
    setPending(true);
    try {
      await api.delete(`/api/service-periods/${deleting.id}`);
      notify('Service Deleted', 'The schedule and its jobs have been deleted.');
      if (editing?.id === deleting.id) setEditing(null);
      setDeleting(null);
      changed();
    } catch {
      notify('Error', 'Failed to delete service', 'error');
    } finally {
      setPending(false);
    }
  }

  async function createExtensionJobs() {
    if (!extension) return;
    setPending(true);
    try {
      const made = await api.post<JobsMade>(
        `/api/service-periods/${extension.periodId}/generate-jobs`,
        extension.range,
      );
      notify('Jobs Created', `${madeText(made)} for the extended schedule`);
      onJobsChanged();
    } catch {
      // The schedule itself is saved; only the job creation failed.
      notify('Schedule Updated, Jobs Failed', 'Failed to create jobs for extension', 'error');
    } finally {
      setExtension(null);
      setPending(false);
    }
  }

  return (
    <>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr' }} gap="6">
        <PeriodForm
          editing={editing}
          pending={pending}
          onSubmit={(i) => void save(i)}
          onCancelEdit={() => setEditing(null)}
        />
        <PeriodList
          periods={periods.data ?? []}
          loading={periods.isPending}
          busyId={busyId}
          onEdit={setEditing}
          onDelete={setDeleting}
          onGenerate={(p) => void generate(p)}
        />
      </Grid>
      <ConfirmDialog
        open={deleting !== null}
        onClose={() => setDeleting(null)}
        title="Delete Service"
        confirmLabel="Delete Service"
        pending={pending}
        onConfirm={() => void remove()}
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
          <Button colorPalette="green" loading={pending} onClick={() => void createExtensionJobs()}>
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
