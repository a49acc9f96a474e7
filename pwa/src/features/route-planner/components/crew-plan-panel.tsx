import { Box, Button, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { notify } from '../../../app/toaster';
import { OptionSelect } from '../../../components/option-select';
import { useCrewPlan } from '../hooks/use-crew-plan';
import { useReassign } from '../hooks/use-reassign';
import { crewOption, timeOffWords } from '../logic/crew-plan';
import type { RouteStop } from '../logic/planner-logic';
import type { Depot } from '../logic/route-order';
import { CrewRoute } from './crew-route';

interface Props {
  date: string;
  stops: readonly RouteStop[];
  depot: Depot;
  online: boolean;
}

/**
 * The office's plan of one day: a route per crew member (colour, legend, filter), optimised one crew or
 * all crews at once, reordered by hand, and saved as each crew member's order on their phones.
 */
export function CrewPlanPanel({ date, stops, depot, online }: Props) {
  const plan = useCrewPlan(date, stops, depot, online);
  const [only, setOnly] = useState<string>('all');
  const shown = plan.routes.filter((r) => only === 'all' || String(r.crew.id) === only);
  const dirty = plan.routes.some((r) => r.dirty);
  const { busy: moving, reassign } = useReassign();
  // The stop lands where it was dropped in the new route once it arrives there (its order is a draft).
  const giveTo = async (taskId: number, from: number, to: number, at: number) => {
    if (!online || moving) return notify('Stop not moved', 'Moving a stop needs a connection', 'error');
    if (await reassign(taskId, from, to)) plan.place(to, taskId, at);
  };
  const save = async () => {
    const failures = await plan.save();
    if (failures.length) notify('Plan not saved', failures.join('\n'), 'error');
    else notify('Plan saved', "Each crew member's phone shows the new order");
  };
  return (
    <Box as="section" aria-label="Crew plan" data-testid="crew-plan" borderWidth="1px" borderRadius="md" p="4">
      <HStack justify="space-between" wrap="wrap" gap="2" mb="3">
        <Heading as="h2" size="md">
          Crew plan
        </Heading>
        <HStack gap="2" wrap="wrap">
          <OptionSelect
            aria-label="Crew"
            value={only}
            onChange={setOnly}
            options={[{ value: 'all', label: 'All crews' }, ...plan.routes.map((r) => crewOption(r.crew))]}
            root={{ size: 'sm', w: '44' }}
          />
          <Button
            size="sm"
            colorPalette="green"
            variant="outline"
            loading={plan.busy}
            disabled={plan.routes.length === 0}
            onClick={() => void plan.optimise(shown.map((r) => r.crew.id))}
          >
            {only === 'all' ? 'Optimize all crews' : 'Optimize'}
          </Button>
          <Button
            size="sm"
            colorPalette="green"
            loading={plan.saving}
            disabled={!dirty || !online}
            title={online ? undefined : 'Saving the plan needs a connection'}
            onClick={() => void save()}
          >
            Save plan
          </Button>
        </HStack>
      </HStack>
      <HStack
        as="ul"
        gap="3"
        wrap="wrap"
        mb="3"
        listStyleType="none"
        p="0"
        aria-label="Legend"
        data-testid="crew-legend"
      >
        {plan.routes.map((r) => (
          <HStack as="li" key={r.crew.id} gap="1">
            <Box w="3" h="3" borderRadius="full" bg={r.crew.color} />
            <Text fontSize="sm">
              {r.crew.name}
              {r.crew.timeOff ? ` · ${timeOffWords(r.crew).toLowerCase()}` : ''}
            </Text>
          </HStack>
        ))}
      </HStack>
      {plan.routes.length === 0 ? (
        plan.read && <Text color="fg.muted">No crew has stops on this day.</Text>
      ) : (
        <Stack gap="4">
          {shown.map((r) => (
            <CrewRoute
              key={r.crew.id}
              route={r}
              busy={plan.busy}
              onOptimise={() => void plan.optimise([r.crew.id])}
              onMove={(taskId, to) => plan.move(r.crew.id, taskId, to)}
              others={plan.crews.filter((c) => c.id !== r.crew.id)}
              onReassign={(taskId, from, to, at) => void giveTo(taskId, from, to, at)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}
