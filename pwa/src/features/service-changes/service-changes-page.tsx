import { laterLabel, type ServiceChangeItem, type ServiceChangeResult } from '@bin-valet/schema';
import { Badge, Box, Button, Card, Flex, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../api/client';
import { roleMatches, useSession } from '../../app/session-store';
import { notify } from '../../app/toaster';
import { ConfirmDialog } from '../../components/form-dialog';
import { businessToday } from '../../lib/business-day';
import { errorText } from '../../lib/error-text';
import { DeclareDelayCard } from './components/declare-delay-card';
import { serviceChangeApplied, useServiceChanges } from './hooks/use-service-changes';
import { itemDates, itemLabel } from './logic/service-changes-logic';

const isOffice = (role: string) => roleMatches(role, 'manager') || roleMatches(role, 'customer_service');

/** Holidays & Delays: the city's calendar for the office, and a quick way to declare a delay. */
export default function ServiceChangesPage() {
  const user = useSession((s) => s.user);
  const [today] = useState(businessToday);
  const list = useServiceChanges(today);
  const queryClient = useQueryClient();
  const [removing, setRemoving] = useState<ServiceChangeItem | null>(null);
  // Removing a delay moves jobs back: the list and every view of jobs ask again before the dialog frees.
  const remove = useMutation({
    mutationFn: (item: ServiceChangeItem) => api.delete<ServiceChangeResult>(`/api/service-changes/${item.id}`),
    onSuccess: (answer) => {
      notify('Delay removed', `${answer.jobsMoved} jobs moved back`, 'success');
      setRemoving(null);
      return serviceChangeApplied(queryClient);
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to remove the delay'), 'error'),
  });

  if (user && !isOffice(user.role)) {
    return (
      <Box p="8" textAlign="center">
        <Heading as="h1" size="xl" mb="2">
          Access Denied
        </Heading>
        <Text>You don't have permission to access this page.</Text>
      </Box>
    );
  }

  return (
    <Box p={{ base: '3', md: '6' }} maxW="5xl" mx="auto">
      <Stack gap="5">
        <Box>
          <Heading as="h1" size="xl">
            Holidays &amp; Delays
          </Heading>
          <Text color="fg.muted">
            On Thanksgiving, Christmas and New Year's Day (Monday to Friday) the city collects that day and the rest of
            the week one day later; declared delays move the days you choose.
          </Text>
        </Box>
        <DeclareDelayCard today={today} />
        <Card.Root>
          <Card.Body>
            <Heading as="h2" size="md" mb="3">
              Upcoming
            </Heading>
            {list.error && <Text color="fg.error">Failed to load holidays and delays</Text>}
            {list.items && list.items.length === 0 && <Text color="fg.muted">No holidays or delays ahead</Text>}
            {list.items && list.items.length > 0 && (
              // A list, not a table: its rows wrap on a phone instead of widening the page.
              <Stack as="ul" gap="0" data-testid="service-changes" listStyleType="none">
                {list.items.map((item) => (
                  <Flex
                    as="li"
                    key={String(item.id)}
                    data-testid="service-change"
                    gap="2"
                    py="2"
                    borderBottomWidth="1px"
                    wrap="wrap"
                    align="center"
                    justify="space-between"
                  >
                    <Stack gap="0.5" minW="0" flex="1 1 14rem">
                      <HStack gap="2" wrap="wrap">
                        <Text fontWeight="medium">{itemLabel(item)}</Text>
                        <Badge colorPalette={item.kind === 'holiday' ? 'blue' : 'orange'}>
                          {item.kind === 'holiday' ? 'Holiday' : 'Delay'}
                        </Badge>
                      </HStack>
                      <Text fontSize="sm" color="fg.muted">
                        {itemDates(item)} · {laterLabel(item.shiftDays)}
                      </Text>
                    </Stack>
                    {item.kind === 'delay' && (
                      <Button
                        size="sm"
                        minH="44px"
                        variant="outline"
                        colorPalette="red"
                        onClick={() => setRemoving(item)}
                      >
                        Remove
                      </Button>
                    )}
                  </Flex>
                ))}
              </Stack>
            )}
          </Card.Body>
        </Card.Root>
      </Stack>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        title="Remove Delay"
        confirmLabel="Remove delay"
        onConfirm={() => removing && remove.mutate(removing)}
        pending={remove.isPending}
        pendingLabel="Removing..."
      >
        <Text>
          {removing &&
            `${removing.name} (${itemDates(removing)}) will be removed and its still-scheduled jobs move back.`}
        </Text>
      </ConfirmDialog>
    </Box>
  );
}
