import type { EmployeeWithJobCount, TimeOffListItem } from '@bin-valet/schema';
import { Badge, Button, HStack, Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { useSession } from '../../app/session-store';
import { useBusinessToday } from '../../lib/business-day';
import { formatDate, formatPhoneParens, hireAge } from '../../lib/format';
import { EmployeeListPage, EmployeeNameLink } from './components/employee-list-page';
import { ActiveBadge, RoleBadge } from './components/role-badge';
import { SortableHeader } from './components/sortable-header';
import { DEFAULT_SORT, jobsLabel, nextSort, type SortState, sortEmployees } from './logic/sort-employees';
import { timeOffSummary, upcomingByEmployee } from './logic/upcoming-time-off';

/** People (route /people, manager only): every employee with role, status, upcoming time off and work. */
export default function PeoplePage() {
  const navigate = useNavigate();
  const me = useSession((s) => s.user);
  const today = useBusinessToday();
  const employees = useQuery<EmployeeWithJobCount[]>({ queryKey: ['api', 'admin', 'employees', 'with-job-counts'] });
  const timeOff = useQuery<TimeOffListItem[]>({
    queryKey: ['api', 'admin', 'employees', 'time-off', { from: today }],
    enabled: today !== null,
  });
  const upcoming = useMemo(() => upcomingByEmployee(timeOff.data ?? []), [timeOff.data]);
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useMemo(() => sortEmployees(employees.data ?? [], sort), [employees.data, sort]);
  const onSort = (key: SortState['key']) => setSort((s) => nextSort(s, key));

  return (
    <EmployeeListPage
      title="People"
      subtitle="Everyone on the team: role, status, time off and assigned work"
      employees={employees}
      errorAction={
        employees.error instanceof ApiError && employees.error.status === 401 ? (
          <Button onClick={() => navigate('/login')}>Go to Login</Button>
        ) : (
          <Button onClick={() => void employees.refetch()}>Try Again</Button>
        )
      }
      rows={rows}
      interactive
      columns={
        <>
          <SortableHeader label="Employee" column="name" sort={sort} onSort={onSort} />
          <SortableHeader label="Role" column="role" sort={sort} onSort={onSort} />
          <SortableHeader label="Status" column="status" sort={sort} onSort={onSort} />
          <Table.ColumnHeader>Upcoming Time Off</Table.ColumnHeader>
          <SortableHeader label="Jobs Assigned" column="jobCount" sort={sort} onSort={onSort} />
          <Table.ColumnHeader>Contact</Table.ColumnHeader>
          <SortableHeader label="Hire Date" column="hireDate" sort={sort} onSort={onSort} />
        </>
      }
      cells={(e) => (
        <>
          <Table.Cell>
            <HStack gap="2" wrap="wrap">
              <EmployeeNameLink employee={e} />
              {me?.id === e.id && (
                <Badge colorPalette="blue" variant="outline">
                  You
                </Badge>
              )}
            </HStack>
            <Text fontSize="sm" color="fg.muted">
              @{e.username}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <RoleBadge role={e.role} />
          </Table.Cell>
          <Table.Cell>
            <ActiveBadge active={e.isActive} />
          </Table.Cell>
          <Table.Cell data-testid="upcoming-time-off">
            {(upcoming.get(e.id) ?? []).length === 0 ? (
              <Text color="fg.muted">None</Text>
            ) : (
              <Stack gap="0.5">
                {(upcoming.get(e.id) ?? []).map((t) => (
                  <Text key={t.id} fontSize="sm">
                    {timeOffSummary(t)}
                  </Text>
                ))}
              </Stack>
            )}
          </Table.Cell>
          <Table.Cell>{jobsLabel(e.jobCount)}</Table.Cell>
          <Table.Cell>
            <Text>{formatPhoneParens(e.phone) || '-'}</Text>
            <Text fontSize="sm" color="fg.muted">
              {e.email}
            </Text>
          </Table.Cell>
          <Table.Cell>
            {e.hireDate ? (
              <>
                <Text>{formatDate(e.hireDate)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {hireAge(e.hireDate)}
                </Text>
              </>
            ) : (
              <Text color="fg.muted">No date</Text>
            )}
          </Table.Cell>
        </>
      )}
    />
  );
}
