import type { EmployeeAssignmentItem, EmployeeDto, PerformanceMetrics, TimeOff } from '@bin-valet/schema';
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
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ApiError } from '../../api/client';
import { roleMatches, useSession } from '../../app/session-store';
import { cardTint, EmployeeInfoCard } from './components/employee-info-card';
import { JobAssignmentsCard } from './components/job-assignments-card';
import { PerformanceCard } from './components/performance-card';
import { RoleBadge } from './components/role-badge';
import { TimeOffCard } from './components/time-off-card';
import { displayName } from './logic/sort-employees';

const BackLink = () => (
  <ChakraLink asChild color="blue.700">
    <Link to="/people">← Back to People</Link>
  </ChakraLink>
);

/** Employee detail (/employee/{id}, manager only by the route table). */
export default function EmployeeDetailPage() {
  const { id: rawId } = useParams();
  const id = Number(rawId);
  const validId = Number.isInteger(id) && id > 0;
  const me = useSession((s) => s.user);
  const base = ['api', 'admin', 'employees', id];
  const employee = useQuery<EmployeeDto>({ queryKey: base, enabled: validId });
  const assignments = useQuery<EmployeeAssignmentItem[]>({ queryKey: [...base, 'assignments'], enabled: validId });
  const performance = useQuery<PerformanceMetrics>({ queryKey: [...base, 'performance'], enabled: validId });
  const timeOff = useQuery<TimeOff[]>({ queryKey: [...base, 'time-off'], enabled: validId });

  const notFound = !validId || (employee.error instanceof ApiError && employee.error.status === 404);
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
  if (employee.isError && !employee.data) {
    return (
      <Stack p="6" gap="3" role="alert">
        <BackLink />
        <Text color="red.700">Failed to fetch employee</Text>
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
          <EmployeeInfoCard employee={e} canManage={canManage} />
          <TimeOffCard
            employeeId={e.id}
            employeeName={displayName(e)}
            canManage={canManage}
            isSelf={me?.id === e.id}
            requests={timeOff}
            tint={tint}
          />
        </SimpleGrid>
        <JobAssignmentsCard employeeId={e.id} assignments={assignments} tint={tint} />
        <PerformanceCard metrics={performance} tint={tint} />
      </Stack>
    </Box>
  );
}
