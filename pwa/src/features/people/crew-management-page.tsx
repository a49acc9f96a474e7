import type { EmployeeWithJobCount } from '@bin-valet/schema';
import { Button, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { formatDate, formatPhoneParens, hireAge } from '../../lib/format';
import { EmployeeListPage, EmployeeNameLink } from './components/employee-list-page';
import { ActiveBadge, RoleBadge } from './components/role-badge';
import { SortableHeader } from './components/sortable-header';
import { DEFAULT_SORT, jobsLabel, nextSort, type SortState, sortEmployees } from './logic/sort-employees';

/** Crew Management (route /crew, manager only). */
export default function CrewManagementPage() {
  const navigate = useNavigate();
  const employees = useQuery<EmployeeWithJobCount[]>({ queryKey: ['api', 'admin', 'employees', 'with-job-counts'] });
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useMemo(() => sortEmployees(employees.data ?? [], sort), [employees.data, sort]);
  const onSort = (key: SortState['key']) => setSort((s) => nextSort(s, key));

  return (
    <EmployeeListPage
      title="Crew Management"
      subtitle="Manage crew members and employee profiles"
      employees={employees}
      errorAction={
        employees.error instanceof ApiError && employees.error.status === 401 ? (
          <Button onClick={() => navigate('/login')}>Go to Login</Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        )
      }
      rows={rows}
      interactive
      columns={
        <>
          <SortableHeader label="Employee" column="name" sort={sort} onSort={onSort} />
          <Table.ColumnHeader>Contact</Table.ColumnHeader>
          <SortableHeader label="Role" column="role" sort={sort} onSort={onSort} />
          <SortableHeader label="Status" column="status" sort={sort} onSort={onSort} />
          <SortableHeader label="Jobs Assigned" column="jobCount" sort={sort} onSort={onSort} />
          <SortableHeader label="Hire Date" column="hireDate" sort={sort} onSort={onSort} />
        </>
      }
      cells={(e) => (
        <>
          <Table.Cell>
            <EmployeeNameLink employee={e} />
            <Text fontSize="sm" color="fg.muted">
              @{e.username}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <Text>{formatPhoneParens(e.phone)}</Text>
            <Text fontSize="sm" color="fg.muted">
              {e.email}
            </Text>
          </Table.Cell>
          <Table.Cell>
            <RoleBadge role={e.role} />
          </Table.Cell>
          <Table.Cell>
            <ActiveBadge active={e.isActive} />
          </Table.Cell>
          <Table.Cell>{jobsLabel(e.jobCount)}</Table.Cell>
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
