import { Badge, Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import type { DragEvent } from 'react';
import { OptionSelect } from '../../../components/option-select';
import type { CrewRoute as Route } from '../hooks/use-crew-plan';
import { crewOption, isOpen, type PlanCrew, timeOffWords } from '../logic/crew-plan';
import { savedLine } from '../logic/plan-labels';

interface Props {
  route: Route;
  busy: boolean;
  onOptimise: () => void;
  onMove: (taskId: number, to: number) => void;
  /** The other crew members of the plan, that a stop can be moved to. */
  others: readonly PlanCrew[];
  /** Gives the stop to crew member `toCrew` (an assignment change), at position `at` of their route. */
  onReassign: (taskId: number, fromCrew: number, toCrew: number, at: number) => void;
}

const DRAG_TYPE = 'application/x-bv-plan-stop';

/** What is being dragged: the stop and the route it comes from (a drop on another route reassigns it). */
function dragged(e: DragEvent): { taskId: number; from: number } | null {
  const raw = e.dataTransfer.getData(DRAG_TYPE);
  if (!raw) return null;
  const [taskId, from] = raw.split(':').map(Number);
  return taskId && from ? { taskId, from } : null;
}

/** One crew member's route of the day: open stops in order (drag or arrows to reorder), then the closed ones. */
export function CrewRoute({ route, busy, onOptimise, onMove, others, onReassign }: Props) {
  const { crew, stops } = route;
  const open = stops.filter(isOpen);
  const line = savedLine(route.saved);
  const drop = (e: DragEvent, at: number) => {
    const d = dragged(e);
    if (!d) return;
    e.preventDefault();
    e.stopPropagation();
    if (d.from === crew.id) onMove(d.taskId, at);
    else onReassign(d.taskId, d.from, crew.id, at);
  };
  return (
    <Box
      as="section"
      aria-label={`${crew.name}'s route`}
      data-testid="crew-route"
      data-employee-id={crew.id}
      borderLeftWidth="6px"
      borderLeftColor={crew.color}
      pl="3"
      onDragOver={(e) => e.dataTransfer.types.includes(DRAG_TYPE) && e.preventDefault()}
      onDrop={(e) => drop(e, open.length)}
    >
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {crew.name}
          </Heading>
          {crew.timeOff && (
            <Badge colorPalette={crew.timeOff === 'approved' ? 'red' : 'orange'} data-testid="crew-time-off">
              {timeOffWords(crew)}
            </Badge>
          )}
          <Badge variant="outline">{open.length} open</Badge>
          {route.dirty && (
            <Badge colorPalette="orange" data-testid="unsaved">
              Not saved
            </Badge>
          )}
          {line && (
            <Text fontSize="sm" color="fg.muted" data-testid="saved-by">
              {line}
            </Text>
          )}
        </HStack>
        <Button size="xs" colorPalette="green" onClick={onOptimise} loading={busy} disabled={open.length < 2}>
          Optimize {crew.name.split(' ')[0]}
        </Button>
      </HStack>
      <Stack as="ol" gap="1" m="0" p="0" listStyleType="none">
        {stops.map((s, i) => {
          const movable = isOpen(s);
          return (
            <HStack
              as="li"
              key={s.taskId}
              data-testid="plan-stop"
              data-task-id={s.taskId}
              data-status={s.status}
              draggable={movable}
              onDragStart={(e) => {
                e.dataTransfer.setData(DRAG_TYPE, `${s.taskId}:${crew.id}`);
                e.dataTransfer.effectAllowed = 'move';
              }}
              onDragOver={(e) => movable && e.dataTransfer.types.includes(DRAG_TYPE) && e.preventDefault()}
              onDrop={(e) => movable && drop(e, i)}
              gap="2"
              // On a phone the move controls wrap under the address rather than squeezing 'Move to…'.
              wrap="wrap"
              py="1"
              borderBottomWidth="1px"
              opacity={movable ? 1 : 0.6}
              cursor={movable ? 'grab' : undefined}
            >
              <Box w="6" h="6" borderRadius="full" bg={crew.color} color="white" textAlign="center" fontSize="sm">
                {movable ? i + 1 : '✓'}
              </Box>
              <Text flex="1" minW="10rem" fontSize="sm">
                {s.address} · {s.customerName}
                {!movable && ` · ${s.status}`}
              </Text>
              {movable && (
                <>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={`Move ${s.address} earlier`}
                    disabled={i === 0}
                    onClick={() => onMove(s.taskId, i - 1)}
                  >
                    ↑
                  </IconButton>
                  <IconButton
                    size="2xs"
                    variant="ghost"
                    aria-label={`Move ${s.address} later`}
                    disabled={i === open.length - 1}
                    onClick={() => onMove(s.taskId, i + 1)}
                  >
                    ↓
                  </IconButton>
                  {others.length > 0 && (
                    <OptionSelect
                      aria-label={`Move ${s.address} to another crew member`}
                      value=""
                      onChange={(id) => {
                        const to = Number(id);
                        if (to) onReassign(s.taskId, crew.id, to, Number.MAX_SAFE_INTEGER);
                      }}
                      placeholder="Move to…"
                      options={others.map((o) => ({ ...crewOption(o), disabled: o.timeOff === 'approved' }))}
                      root={{ size: 'xs', w: '32', flexShrink: 0 }}
                    />
                  )}
                </>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}
