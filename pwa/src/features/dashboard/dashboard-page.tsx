import { addDays, type Customer, type RouteTask } from '@bin-valet/schema';
import { Box, Button, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { badgeLabel, useSession } from '../../app/session-store';
import { CalendarBanner } from '../../components/calendar-banner';
import { useBusinessToday } from '../../lib/business-day';
import { activeStats } from '../../lib/customer-stats';
import { CollectionRequestsCard } from './components/collection-requests-card';
import { CustomerChangesCard } from './components/customer-changes-card';
import { CustomerSearchCard } from './components/customer-search-card';
import { RoutePlanningCard } from './components/route-planning-card';
import { StatCards } from './components/stat-cards';
import { TimeOffInboxCard } from './components/time-off-inbox-card';
import { completionRate, statsWindow, weeklyRevenue } from './logic/dashboard-stats';

/** The office dashboard /admin: customer search, route planning table, stat cards. */
export default function DashboardPage() {
  const today = useBusinessToday();
  const user = useSession((s) => s.user);
  const customers = useQuery<Customer[]>({ queryKey: ['api', 'signups'] });
  const span = today ? statsWindow(today) : null;
  const statTasks = useQuery<RouteTask[]>({
    queryKey: ['api', 'crew', 'route-tasks', { startDate: span?.startDate, endDate: span?.endDate }],
    enabled: span !== null,
  });
  const list = customers.data ?? [];
  const counts = activeStats(list);
  const ready = today && statTasks.data && customers.data;
  // Time-off decisions are a manager's (the server refuses customer service).
  const decidesTimeOff = user?.role === 'manager' || user?.role === 'admin';

  return (
    <Box p={{ base: '3', md: '6' }} maxW="7xl" mx="auto">
      <Stack gap="5">
        <HStack justify="space-between" align="start" wrap="wrap" gap="3">
          <Box>
            <Heading as="h1" size="xl">
              Dashboard
            </Heading>
            {user && (
              <Text color="fg.muted" fontSize="sm">
                Signed in as <strong>{user.username}</strong> ({badgeLabel(user.role)})
              </Text>
            )}
          </Box>
          <Button asChild size="sm" variant="outline">
            <Link to="/service-changes">Holidays &amp; Delays</Link>
          </Button>
        </HStack>
        {today && <CalendarBanner from={today} to={addDays(today, 1)} />}
        {customers.error && <Text color="red.600">Failed to load customers</Text>}
        <StatCards
          customers={customers.data ? counts : null}
          revenue={ready ? weeklyRevenue(statTasks.data ?? [], list, today) : null}
          completion={ready ? completionRate(statTasks.data ?? [], today) : null}
        />
        <SimpleGrid columns={{ base: 1, lg: 3 }} gap="5" alignItems="start">
          <Stack gridColumn={{ lg: 'span 1' }} gap="5">
            {decidesTimeOff && <TimeOffInboxCard />}
            <CollectionRequestsCard />
            <CustomerChangesCard />
            <CustomerSearchCard customers={list} />
          </Stack>
          <Box gridColumn={{ lg: 'span 2' }} minW="0">
            {today && <RoutePlanningCard today={today} />}
          </Box>
        </SimpleGrid>
      </Stack>
    </Box>
  );
}
