import { Badge, Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { EmployeeConflict, EmployeeDto } from '../../../../schema/api-types';
import { TASK_ASSIGNMENT_ROLES } from '../../../../schema/enums';
import { api } from '../../api/client';
import { notify } from '../../app/toaster';
import { formatDate, titleCase } from '../../lib/format';
import { crewOptions } from '../customers/detail/assign-crew-options';
import { optionsOf, SelectField } from '../customers/detail/fields';
import { FormDialog } from '../customers/detail/form-dialog';
import { serverMessageOr, useLoad } from '../customers/detail/use-load';
import { DIRECTION_LABELS, type RouteStop } from './planner-logic';

interface Props {
  /** The stop to staff; the dialog is open while it is set. */
  stop: RouteStop | null;
  onClose: () => void;
  /** After the POST succeeded: the caller asks the sync engine for the new assignment. */
  onAssigned: () => void;
}

/**
 * Assign Crew (spec §2, §5, issue 7 item 6). A thin sibling of the customer screen's dialog: the route
 * planner names the direction 'Bins to Curb' / 'Bins to Residence'; the options rule (approved time off
 * not selectable, pending with a warning) and the dialog frame are shared.
 */
export function RouteAssignCrewDialog({ stop, onClose, onAssigned }: Props) {
  const [choice, setChoice] = useState({ employeeId: '', role: 'crew' });
  const [pending, setPending] = useState(false);

  useEffect(() => {
    if (stop) setChoice({ employeeId: '', role: 'crew' });
  }, [stop]);

  async function assign() {
    if (!stop || !choice.employeeId) return;
    setPending(true);
    try {
      await api.post('/api/tasks/assignments', {
        taskId: stop.taskId,
        employeeId: Number(choice.employeeId),
        role: choice.role,
      });
      notify('Crew Assigned', 'The crew member has been assigned to this task.');
      onClose();
      onAssigned();
    } catch (err) {
      notify('Assignment Failed', serverMessageOr(err, 'Failed to assign crew member'), 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open={stop !== null}
      onClose={onClose}
      title="Assign Crew"
      footer={
        <Button colorPalette="green" onClick={() => void assign()} disabled={!choice.employeeId} loading={pending}>
          Assign Crew
        </Button>
      }
    >
      {stop && <Body stop={stop} choice={choice} setChoice={setChoice} />}
    </FormDialog>
  );
}

interface BodyProps {
  stop: RouteStop;
  choice: { employeeId: string; role: string };
  setChoice: (c: { employeeId: string; role: string }) => void;
}

function Body({ stop, choice, setChoice }: BodyProps) {
  const employees = useLoad('employees/active', () => api.get<EmployeeDto[]>('/api/admin/employees/active'));
  const conflicts = useLoad(`conflicts/${stop.scheduledDate}`, () =>
    api.get<EmployeeConflict[]>(`/api/admin/employees/conflicts-for-date/${stop.scheduledDate}`),
  );
  useEffect(() => {
    if (conflicts.error) notify('Error', 'Failed to fetch conflict data', 'error');
  }, [conflicts.error]);

  const already = stop.crew.map((c) => c.employeeId);
  const options = crewOptions(employees.data ?? [], conflicts.data ?? [], already);
  const chosen = options.find((o) => String(o.id) === choice.employeeId);

  return (
    <Stack gap="3" data-testid="assign-crew-body">
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          Customer
        </Text>
        <Text fontWeight="semibold">{stop.customerName}</Text>
      </Stack>
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          Address
        </Text>
        <Text>{stop.address}</Text>
      </Stack>
      <Stack gap="0">
        <Text fontSize="sm" color="fg.muted">
          Direction
        </Text>
        <Text>
          {DIRECTION_LABELS[stop.taskType] ?? titleCase(stop.taskType)} · {formatDate(stop.scheduledDate)}
        </Text>
      </Stack>
      {employees.error ? (
        <Text color="fg.error">Error loading employees: {serverMessageOr(employees.error, 'Request failed')}</Text>
      ) : employees.loading && !employees.data ? (
        <Text color="fg.muted">Loading employees...</Text>
      ) : options.length === 0 ? (
        <Text color="fg.muted">No active employees found</Text>
      ) : (
        <SelectField
          label="Employee"
          placeholder="Select an employee"
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
