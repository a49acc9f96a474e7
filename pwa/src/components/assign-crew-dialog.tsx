import { type EmployeeConflict, type EmployeeDto, TASK_ASSIGNMENT_ROLES } from '@bin-valet/schema';
import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { api } from '../api/client';
import { notify } from '../app/toaster';
import { crewOptions } from '../lib/assign-crew-options';
import { errorText } from '../lib/error-text';
import { formatDate } from '../lib/format';
import { TASK_TYPE_LABELS, titleCase } from '../lib/labels';
import { invalidateTaskViews } from '../lib/query-client';
import { SelectField } from './fields';
import { FormDialog } from './form-dialog';
import { optionsOf } from './option-select';

export interface AssignCrewTask {
  id: number;
  /** yyyy-MM-dd: time-off conflicts are checked for this date. */
  scheduledDate: string;
  taskType: string;
}

export interface AssignCrewDialogProps {
  /** The task to staff; the dialog is open while it is set. */
  task: AssignCrewTask | null;
  onClose: () => void;
  /** Called after POST /api/tasks/assignments succeeded (the dialog has closed and the office views reload). */
  onAssigned?: () => void;
  /** Heading; the customer screen says 'Assign Crew Member', the route planner may say 'Assign Crew'. */
  title?: string;
  /** Optional context lines (route planner: customer, address). */
  customerName?: string;
  address?: string;
  /** How the direction is named; defaults to the task type label ('Bins to Curb' / 'Bins to House'). */
  directionLabel?: string;
  /** Employees already on the task, left out of the list. */
  excludeEmployeeIds?: readonly number[];
}

/**
 * Assign Crew Member (docs/architecture.md §6): active employees, approved time off on the task date not selectable,
 * pending time off selectable with a warning badge; role lead|support|driver|crew (default crew).
 * Reusable: it owns its loading and the write, and invalidates the office views the assignment changes.
 */
export function AssignCrewDialog(props: AssignCrewDialogProps) {
  const queryClient = useQueryClient();
  const [choice, setChoice] = useState({ employeeId: '', role: 'crew' });
  const { task, onClose, onAssigned } = props;

  // A fresh choice per task opened, not per render: the planner redraws the task's details whenever the
  // sync brings changes in, and that must not undo the crew member the user just picked.
  const openTaskId = task?.id ?? null;
  useEffect(() => {
    if (openTaskId !== null) setChoice({ employeeId: '', role: 'crew' });
  }, [openTaskId]);

  const assignment = useMutation({
    mutationFn: (body: { taskId: number; employeeId: number; role: string }) =>
      api.post('/api/tasks/assignments', body),
    onSuccess: () => {
      notify('Crew Assigned', 'The crew member has been assigned to this task.');
      onClose();
      // Assignments show on the task views, the employees' pages and the crew's lists.
      void invalidateTaskViews(queryClient);
      onAssigned?.();
    },
    onError: (err) => notify('Assignment Failed', errorText(err, 'Failed to assign crew member'), 'error'),
  });

  function assign() {
    if (!task || !choice.employeeId) return;
    assignment.mutate({ taskId: task.id, employeeId: Number(choice.employeeId), role: choice.role });
  }

  return (
    <FormDialog
      open={task !== null}
      onClose={onClose}
      title={props.title ?? 'Assign Crew Member'}
      footer={
        <Button colorPalette="green" onClick={assign} disabled={!choice.employeeId} loading={assignment.isPending}>
          Assign Crew
        </Button>
      }
    >
      {task && <AssignCrewBody {...props} task={task} choice={choice} setChoice={setChoice} />}
    </FormDialog>
  );
}

interface BodyProps extends AssignCrewDialogProps {
  task: AssignCrewTask;
  choice: { employeeId: string; role: string };
  setChoice: (c: { employeeId: string; role: string }) => void;
}

function AssignCrewBody({
  task,
  customerName,
  address,
  directionLabel,
  excludeEmployeeIds,
  choice,
  setChoice,
}: BodyProps) {
  const employees = useQuery<EmployeeDto[]>({ queryKey: ['api', 'admin', 'employees', 'active'] });
  const conflicts = useQuery<EmployeeConflict[]>({
    queryKey: ['api', 'admin', 'employees', 'conflicts-for-date', task.scheduledDate],
  });
  useEffect(() => {
    if (conflicts.error) notify('Error', 'Failed to fetch conflict data', 'error');
  }, [conflicts.error]);

  const options = crewOptions(employees.data ?? [], conflicts.data ?? [], excludeEmployeeIds);
  const chosen = options.find((o) => String(o.id) === choice.employeeId);
  const direction = directionLabel ?? TASK_TYPE_LABELS[task.taskType] ?? titleCase(task.taskType);

  return (
    <Stack gap="3" data-testid="assign-crew-body">
      {customerName && <LabelledLine label="Customer" value={customerName} strong />}
      {address && <LabelledLine label="Address" value={address} />}
      <LabelledLine label="Direction" value={`${direction} · ${formatDate(task.scheduledDate)}`} />
      {employees.error ? (
        <Text color="fg.error">Error loading employees: {errorText(employees.error, 'Request failed')}</Text>
      ) : employees.isPending ? (
        <Text color="fg.muted">Loading employees...</Text>
      ) : options.length === 0 ? (
        <Text color="fg.muted">No active crew members found</Text>
      ) : (
        <SelectField
          label="Crew Member"
          placeholder="Select a crew member"
          value={choice.employeeId}
          onChange={(employeeId) => setChoice({ ...choice, employeeId })}
          options={options.map((o) => ({ value: String(o.id), label: o.label, disabled: o.disabled }))}
        />
      )}
      {chosen?.pendingTimeOff && (
        <Badge colorPalette="orange" alignSelf="start" data-testid="pending-time-off-warning">
          Warning: pending time off on this date
        </Badge>
      )}
      <SelectField
        label="Role"
        value={choice.role}
        onChange={(role) => setChoice({ ...choice, role })}
        options={optionsOf(TASK_ASSIGNMENT_ROLES, titleCase)}
      />
    </Stack>
  );
}

function LabelledLine({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap="0">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text fontWeight={strong ? 'semibold' : undefined}>{value}</Text>
    </Stack>
  );
}
