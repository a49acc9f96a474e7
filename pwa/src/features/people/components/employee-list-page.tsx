import { Box, Center, Link as ChakraLink, Flex, Heading, Stack, Table, Text } from '@chakra-ui/react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { displayName } from '../logic/sort-employees';
import { CreateEmployeeDialog } from './create-employee-dialog';

interface Listed {
  id: number;
  name: string | null;
  username: string;
}

interface Props<E extends Listed> {
  title: string;
  subtitle: string;
  /** Above the heading (Employee Management's link back to the dashboard). */
  back?: ReactNode;
  employees: UseQueryResult<readonly unknown[]>;
  /** The employees in the screen's order. */
  rows: readonly E[];
  /** What a failed fetch offers; the two screens recover differently. */
  errorAction: ReactNode;
  /** The header cells. */
  columns: ReactNode;
  /** One employee's cells. */
  cells: (employee: E) => ReactNode;
  /** Row hover highlight (Crew Management, whose rows are the way into each profile). */
  interactive?: boolean;
}

/**
 * The frame Crew Management and Employee Management share: heading, Add Employee (whose mutation
 * invalidates the lists), the list's loading, failure and empty states, and a table with a row per employee.
 */
export function EmployeeListPage<E extends Listed>({
  title,
  subtitle,
  back,
  employees,
  rows,
  errorAction,
  columns,
  cells,
  interactive,
}: Props<E>) {
  let body: ReactNode;
  if (employees.isPending) {
    body = (
      <Center py="10">
        <Text>Loading employees...</Text>
      </Center>
    );
  } else if (employees.isError && !employees.data) {
    body = (
      <Stack py="10" align="center" role="alert" gap="3">
        <Text color="red.700">Error loading employees: {employees.error.message}</Text>
        {errorAction}
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
        <Table.Root size="sm" interactive={interactive}>
          <Table.Header>
            <Table.Row>{columns}</Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((e) => (
              <Table.Row key={e.id} data-testid="employee-row">
                {cells(e)}
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Table.ScrollArea>
    );
  }

  return (
    <Box p={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
      {back}
      <Flex justify="space-between" align="start" wrap="wrap" gap="3" mb="6">
        <Box>
          <Heading as="h1" size="2xl">
            {title}
          </Heading>
          <Text color="fg.muted">{subtitle}</Text>
        </Box>
        <CreateEmployeeDialog />
      </Flex>
      {body}
    </Box>
  );
}

/** The employee's name (or username) linking to their profile. */
export function EmployeeNameLink({ employee }: { employee: Listed }) {
  return (
    <ChakraLink asChild fontWeight="medium" color="blue.700">
      <Link to={`/employee/${employee.id}`}>{displayName(employee)}</Link>
    </ChakraLink>
  );
}
