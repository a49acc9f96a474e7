import type { UnassignedJob } from '@bin-valet/schema';
import { Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { SelectField, TextField } from '../../../components/fields';
import { FormDialog } from '../../../components/form-dialog';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { formatDate } from '../../../lib/format';
import { invalidateTaskViews } from '../../../lib/query-client';

/**
 * The employee-page form offers lead | crew | supervisor, default crew
 * (docs/decisions/0003-where-the-spec-was-open.md).
 */
const ASSIGNMENT_ROLES = [
  { value: 'lead', label: 'Lead' },
  { value: 'crew', label: 'Crew' },
  { value: 'supervisor', label: 'Supervisor' },
] as const;

interface JobAssignmentBody {
  jobId: number;
  employeeId: number;
  role: string;
  notes: string | null;
}

export const unassignedJobLabel = (j: UnassignedJob) => `Job #${j.id} - ${formatDate(j.collectionDate)}`;

/** Assign Job: pick one of the unassigned jobs, a role and optional notes. */
export function AssignJobDialog({ employeeId, onClose }: { employeeId: number; onClose: () => void }) {
  const queryClient = useQueryClient();
  const jobs = useQuery<UnassignedJob[]>({ queryKey: ['api', 'admin', 'jobs', 'unassigned'] });
  const [jobId, setJobId] = useState('');
  const [role, setRole] = useState('crew');
  const [notes, setNotes] = useState('');
  const assign = useMutation({
    mutationFn: (body: JobAssignmentBody) => api.post('/api/admin/job-assignments', body),
    onSuccess: () => {
      notify('Job Assigned', 'Job has been successfully assigned to the employee.');
      // The job's crew shows on every task view (route tables, the customer's jobs, this employee's lists).
      void invalidateTaskViews(queryClient);
      onClose();
    },
    onError: (err) => notify('Assignment Failed', errorText(err), 'error'),
  });
  const { errors, submit } = useCheckedSubmit(assign, () =>
    jobId
      ? { ok: true, body: { jobId: Number(jobId), employeeId, role, notes: notes.trim() || null } }
      : { ok: false, errors: { jobId: 'Job is required' } },
  );

  return (
    <FormDialog
      open
      onClose={onClose}
      title="Assign Job"
      submit={{ form: 'assign-job-form', label: 'Assign Job', pending: assign.isPending, pendingLabel: 'Assigning...' }}
    >
      <form id="assign-job-form" onSubmit={submit} noValidate>
        <Stack gap="4">
          {jobs.isError && (
            <Text role="alert" color="red.700">
              Failed to fetch unassigned jobs
            </Text>
          )}
          <SelectField
            label="Job"
            name="jobId"
            value={jobId}
            onChange={setJobId}
            options={(jobs.data ?? []).map((j) => ({ value: String(j.id), label: unassignedJobLabel(j) }))}
            placeholder={jobs.isPending ? 'Loading jobs...' : 'Select a job'}
            disabled={jobs.isPending}
            error={errors.jobId}
            helper={jobs.data && jobs.data.length === 0 ? 'No unassigned jobs' : undefined}
          />
          <SelectField label="Assignment Role" name="role" value={role} onChange={setRole} options={ASSIGNMENT_ROLES} />
          {/* two rows: a note here is a line or two, the box grows if needed */}
          <TextField label="Notes (optional)" name="notes" multiline rows={2} value={notes} onChange={setNotes} />
        </Stack>
      </form>
    </FormDialog>
  );
}
