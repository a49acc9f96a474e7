import {
  Badge,
  Box,
  Button,
  Center,
  Link as ChakraLink,
  Flex,
  Heading,
  HStack,
  Stack,
  Table,
  Text,
} from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { EmployeeDto } from '../../../../schema/api-types';
import { useSession } from '../../app/session-store';
import { formatDate, formatPhoneParens } from '../../lib/format';
import { CreateEmployeeDialog } from './components/create-employee-dialog';
import { ActiveBadge, RoleBadge } from './components/role-badge';
import { displayName } from './logic/sort-employees';
import { useResource } from './use-resource';

/** Employee Management (spec §2, route /user-management, manager only). */
export default function EmployeeManagementPage() {
  const me = useSession((s) => s.user);
  const employees = useResource<EmployeeDto[]>('/api/admin/employees', 'Failed to fetch employees');
  const rows = [...(employees.data ?? [])].sort((a, b) =>
    displayName(a).toLocaleLowerCase().localeCompare(displayName(b).toLocaleLowerCase()),
  );

  let body: ReactNode;
  if (employees.loading && !employees.data) {
    body = (
      <Center py="10">
        <Text>Loading employees...</Text>
      </Center>
    );
  } else if (employees.errorDetail && !employees.data) {
    body = (
      <Stack py="10" align="center" role="alert" gap="3">
        <Text color="red.700">Error loading employees: {employees.errorDetail}</Text>
        <Button onClick={() => void employees.reload()}>Try Again</Button>
      </Stack>
    );
  } else if (rows.length === 0) {
    body = (
      <Center py="10">
        <Text>No active employees found</Text>
      </Center>
    );
  } else {
    body = (
      <Table.ScrollArea borderWidth="1px" rounded="md">
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Name</Table.ColumnHeader>
              <Table.ColumnHeader>Role</Table.ColumnHeader>
              <Table.ColumnHeader>Phone</Table.ColumnHeader>
              <Table.ColumnHeader>Email</Table.ColumnHeader>
              <Table.ColumnHeader>Hire Date</Table.ColumnHeader>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((e) => (
              <Table.Row key={e.id} data-testid="employee-row">
                <Table.Cell>
                  <HStack gap="2" wrap="wrap">
                    <ChakraLink asChild fontWeight="medium" color="blue.700">
                      <Link to={`/employee/${e.id}`}>{displayName(e)}</Link>
                    </ChakraLink>
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
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Box p={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
      <ChakraLink asChild color="blue.700" mb="4" display="inline-block">
        <Link to="/admin">← Back to Dashboard</Link>
      </ChakraLink>
      <Flex justify="space-between" align="start" wrap="wrap" gap="3" mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            Employee Management
          </Heading>
          <Text color="fg.muted">Create and manage staff accounts</Text>
        </Box>
        <CreateEmployeeDialog onCreated={() => void employees.reload()} />
      </Flex>
      {body}
    </Box>
  );
}
