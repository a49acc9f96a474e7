import {
  Box,
  Center,
  Link as ChakraLink,
  Flex,
  Heading,
  HStack,
  SimpleGrid,
  Spinner,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Link, useParams } from 'react-router-dom';
import type { EmployeeAssignmentItem, EmployeeDto, PerformanceMetrics } from '../../../../schema/api-types';
import type { TimeOff } from '../../../../schema/tables';
import { roleMatches, useSession } from '../../app/session-store';
import { cardTint, EmployeeInfoCard } from './components/employee-info-card';
import { JobAssignmentsCard } from './components/job-assignments-card';
import { PerformanceCard } from './components/performance-card';
import { RoleBadge } from './components/role-badge';
import { TimeOffCard } from './components/time-off-card';
import { displayName } from './logic/sort-employees';
import { useResource } from './use-resource';

const BackLink = () => (
  <ChakraLink asChild color="blue.700">
    <Link to="/user-management">← Back to Employees</Link>
  </ChakraLink>
);

/** Employee detail (/employee/{id}, manager only by the route table). */
export default function EmployeeDetailPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const me = useSession((s) => s.user);
  const base = validId ? `/api/admin/employees/${id}` : null;

  const employee = useResource<EmployeeDto>(base, 'Failed to fetch employee');
  const assignments = useResource<EmployeeAssignmentItem[]>(
    base && `${base}/assignments`,
    'Failed to fetch assignments',
  );
  const performance = useResource<PerformanceMetrics>(
    base && `${base}/performance`,
    'Failed to fetch performance metrics',
  );
  const timeOff = useResource<TimeOff[]>(base && `${base}/time-off`, 'Failed to fetch time off');

  const notFound = !validId || employee.errorStatus === 404;
  if (notFound) {
    return (
      <Center minH="50vh" p="6">
        <Stack align="center" gap="3" textAlign="center">
          <Heading as="h1" size="xl">
            Employee Not Found
          </Heading>
          <Text>The employee you're looking for doesn't exist.</Text>
          <BackLink />
        </Stack>
      </Center>
    );
  }
  if (employee.error && !employee.data) {
    return (
      <Stack p="6" gap="3" role="alert">
        <BackLink />
        <Text color="red.700">{employee.error}</Text>
      </Stack>
    );
  }
  if (!employee.data) {
    return (
      <Center minH="50vh" aria-label="Loading">
        <Spinner size="lg" />
      </Center>
    );
  }

  const e = employee.data;
  const canManage = Boolean(me && roleMatches(me.role, 'manager'));
  const tint = cardTint(e.isActive);
  const refreshAssignments = () => {
    void assignments.reload();
    void performance.reload();
  };

  return (
    <Box p={{ base: '4', md: '6' }} maxW="7xl" mx="auto">
      <Stack gap="6">
        <Stack gap="2">
          <BackLink />
          <Flex align="center" gap="3" wrap="wrap">
            <Heading as="h1" size="2xl">
              {displayName(e)}
            </Heading>
            <HStack>
              <RoleBadge role={e.role} />
            </HStack>
          </Flex>
        </Stack>
        <SimpleGrid columns={{ base: 1, lg: 2 }} gap="6">
          <EmployeeInfoCard employee={e} canManage={canManage} onChanged={() => void employee.reload()} />
          <TimeOffCard
            employeeId={e.id}
            canManage={canManage}
            isSelf={me?.id === e.id}
            requests={timeOff}
            tint={tint}
            onChanged={() => void timeOff.reload()}
          />
        </SimpleGrid>
        <JobAssignmentsCard employeeId={e.id} assignments={assignments} tint={tint} onChanged={refreshAssignments} />
        <PerformanceCard metrics={performance} tint={tint} />
      </Stack>
    </Box>
  );
}
