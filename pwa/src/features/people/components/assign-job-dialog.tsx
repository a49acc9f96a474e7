import { Button, Field, NativeSelect, Stack, Text, Textarea } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import type { UnassignedJob } from '../../../../../schema/api-types';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { FormDialog } from '../../../components/form-dialog';
import { formatDate } from '../../../lib/format';
import { serverMessage } from '../logic/http-error';
import { useResource } from '../use-resource';

/** The employee-page form offers lead | crew | supervisor, default crew (spec §5). */
const ASSIGNMENT_ROLES = [
  { value: 'lead', label: 'Lead' },
  { value: 'crew', label: 'Crew' },
  { value: 'supervisor', label: 'Supervisor' },
] as const;

export const unassignedJobLabel = (j: UnassignedJob) => `Job #${j.id} - ${formatDate(j.collectionDate)}`;

/** Assign Job (spec §2): pick one of the unassigned jobs, a role and optional notes. */
export function AssignJobDialog({
  employeeId,
  onClose,
  onAssigned,
}: {
  employeeId: number;
  onClose: () => void;
  onAssigned: () => void;
}) {
  const jobs = useResource<UnassignedJob[]>('/api/admin/jobs/unassigned', 'Failed to fetch unassigned jobs');
  const [jobId, setJobId] = useState('');
  const [role, setRole] = useState('crew');
  const [notes, setNotes] = useState('');
  const [error, setError] = useState('');
  const [pending, setPending] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!jobId) {
      setError('Job is required');
      return;
    }
    setError('');
    setPending(true);
    try {
      await api.post('/api/admin/job-assignments', {
        jobId: Number(jobId),
        employeeId,
        role,
        notes: notes.trim() || null,
      });
      notify('Job Assigned', 'Job has been successfully assigned to the employee.');
      onAssigned();
      onClose();
    } catch (err) {
      notify('Assignment Failed', serverMessage(err), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Assign Job"
      footer={
        <Button type="submit" form="assign-job-form" colorPalette="blue" loading={pending} loadingText="Assigning...">
          Assign Job
        </Button>
      }
    >
      <form id="assign-job-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          {jobs.error && (
            <Text role="alert" color="red.700">
              {jobs.error}
            </Text>
          )}
          <Field.Root invalid={Boolean(error)}>
            <Field.Label>Job</Field.Label>
            <NativeSelect.Root disabled={jobs.loading}>
              <NativeSelect.Field name="jobId" value={jobId} onChange={(e) => setJobId(e.target.value)}>
                <option value="">{jobs.loading ? 'Loading jobs...' : 'Select a job'}</option>
                {(jobs.data ?? []).map((j) => (
                  <option key={j.id} value={j.id}>
                    {unassignedJobLabel(j)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Field.ErrorText>{error}</Field.ErrorText>
            {jobs.data && jobs.data.length === 0 && <Field.HelperText>No unassigned jobs</Field.HelperText>}
          </Field.Root>
          <Field.Root>
            <Field.Label>Assignment Role</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field name="role" value={role} onChange={(e) => setRole(e.target.value)}>
                {ASSIGNMENT_ROLES.map((r) => (
                  <option key={r.value} value={r.value}>
                    {r.label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <Field.Root>
            <Field.Label>Notes (optional)</Field.Label>
            <Textarea name="notes" value={notes} onChange={(e) => setNotes(e.target.value)} />
          </Field.Root>
        </Stack>
      </form>
    </FormDialog>
  );
}
