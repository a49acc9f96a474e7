import type { EmployeeDto } from '@bin-valet/schema';
import { Badge, Button, Link as ChakraLink, HStack, Table } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { useSession } from '../../app/session-store';
import { formatDate, formatPhoneParens } from '../../lib/format';
import { EmployeeListPage, EmployeeNameLink } from './components/employee-list-page';
import { ActiveBadge, RoleBadge } from './components/role-badge';
import { displayName } from './logic/sort-employees';

/** Employee Management (route /user-management, manager only). */
export default function EmployeeManagementPage() {
  const me = useSession((s) => s.user);
  const employees = useQuery<EmployeeDto[]>({ queryKey: ['api', 'admin', 'employees'] });
  const rows = [...(employees.data ?? [])].sort((a, b) =>
    displayName(a).toLocaleLowerCase().localeCompare(displayName(b).toLocaleLowerCase()),
  );

  return (
    <EmployeeListPage
      title="Employee Management"
      subtitle="Create and manage staff accounts"
      back={
        <ChakraLink asChild color="blue.700" mb="4" display="inline-block">
          <Link to="/admin">← Back to Dashboard</Link>
        </ChakraLink>
      }
      employees={employees}
      errorAction={<Button onClick={() => void employees.refetch()}>Try Again</Button>}
      rows={rows}
      columns={
        <>
          <Table.ColumnHeader>Name</Table.ColumnHeader>
          <Table.ColumnHeader>Role</Table.ColumnHeader>
          <Table.ColumnHeader>Phone</Table.ColumnHeader>
          <Table.ColumnHeader>Email</Table.ColumnHeader>
          <Table.ColumnHeader>Hire Date</Table.ColumnHeader>
          <Table.ColumnHeader>Status</Table.ColumnHeader>
        </>
      }
      cells={(e) => (
        <>
          <Table.Cell>
            <HStack gap="2" wrap="wrap">
              <EmployeeNameLink employee={e} />
              {me?.id === e.id && (
                <Badge colorPalette="blue" variant="outline">
                  Current User
                </Badge>
              )}
            </HStack>
          </Table.Cell>
          <Table.Cell>
            <RoleBadge role={e.role} />
          </Table.Cell>
          <Table.Cell>{formatPhoneParens(e.phone) || '-'}</Table.Cell>
          <Table.Cell>{e.email || '-'}</Table.Cell>
          <Table.Cell>{formatDate(e.hireDate, 'MMM d, yyyy', 'Not set')}</Table.Cell>
          <Table.Cell>
            <ActiveBadge active={e.isActive} />
          </Table.Cell>
        </>
      )}
    />
  );
}
