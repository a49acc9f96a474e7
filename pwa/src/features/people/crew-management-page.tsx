import { Box, Button, Center, Link as ChakraLink, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import { type ReactNode, useMemo, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { EmployeeWithJobCount } from '../../../../schema/api-types';
import { formatDate, formatPhoneParens, hireAge } from '../../lib/format';
import { CreateEmployeeDialog } from './components/create-employee-dialog';
import { ActiveBadge, RoleBadge } from './components/role-badge';
import { SortableHeader } from './components/sortable-header';
import { DEFAULT_SORT, displayName, jobsLabel, nextSort, type SortState, sortEmployees } from './logic/sort-employees';
import { useResource } from './use-resource';

/** Crew Management (spec §2, route /crew, manager only). */
export default function CrewManagementPage() {
  const navigate = useNavigate();
  const employees = useResource<EmployeeWithJobCount[]>(
    '/api/admin/employees/with-job-counts',
    'Failed to fetch employees',
  );
  const [sort, setSort] = useState<SortState>(DEFAULT_SORT);
  const rows = useMemo(() => sortEmployees(employees.data ?? [], sort), [employees.data, sort]);
  const onSort = (key: SortState['key']) => setSort((s) => nextSort(s, key));

  let body: ReactNode;
  if (employees.loading && !employees.data) {
    body = (
      <Center py="10">
        <Text>Loading employees...</Text>
      </Center>
    );
  } else if (employees.errorDetail && !employees.data) {
    const expired = employees.errorStatus === 401;
    body = (
      <Stack py="10" align="center" role="alert" gap="3">
        <Text color="red.700">Error loading employees: {employees.errorDetail}</Text>
        {expired ? (
          <Button onClick={() => navigate('/login')}>Go to Login</Button>
        ) : (
          <Button onClick={() => window.location.reload()}>Refresh Page</Button>
        )}
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
        <Table.Root size="sm" interactive>
          <Table.Header>
            <Table.Row>
              <SortableHeader label="Employee" column="name" sort={sort} onSort={onSort} />
              <Table.ColumnHeader>Contact</Table.ColumnHeader>
              <SortableHeader label="Role" column="role" sort={sort} onSort={onSort} />
              <SortableHeader label="Status" column="status" sort={sort} onSort={onSort} />
              <SortableHeader label="Jobs Assigned" column="jobCount" sort={sort} onSort={onSort} />
              <SortableHeader label="Hire Date" column="hireDate" sort={sort} onSort={onSort} />
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((e) => (
              <Table.Row key={e.id} data-testid="employee-row">
                <Table.Cell>
                  <ChakraLink asChild fontWeight="medium" color="blue.700">
                    <Link to={`/employee/${e.id}`}>{displayName(e)}</Link>
                  </ChakraLink>
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
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Box p={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
      <Flex justify="space-between" align="start" wrap="wrap" gap="3" mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            Crew Management
          </Heading>
          <Text color="fg.muted">Manage crew members and employee profiles</Text>
        </Box>
        <CreateEmployeeDialog onCreated={() => void employees.reload()} />
      </Flex>
      {body}
    </Box>
  );
}
