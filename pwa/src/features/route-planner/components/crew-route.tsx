import { Badge, Box, Button, Heading, HStack, IconButton, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import type { CrewRoute as Route } from '../hooks/use-crew-plan';
import { isOpen } from '../logic/crew-plan';
import { savedLine } from '../logic/plan-labels';

interface Props {
  route: Route;
  busy: boolean;
  onOptimise: () => void;
  onMove: (taskId: number, to: number) => void;
}

/** One crew member's route of the day: open stops in order (drag or arrows to reorder), then the closed ones. */
export function CrewRoute({ route, busy, onOptimise, onMove }: Props) {
  const { crew, stops } = route;
  const open = stops.filter(isOpen);
  const [dragged, setDragged] = useState<number | null>(null);
  const line = savedLine(route.saved);
  return (
    <Box
      as="section"
      aria-label={`${crew.name}'s route`}
      data-testid="crew-route"
      data-employee-id={crew.id}
      borderLeftWidth="6px"
      borderLeftColor={crew.color}
      pl="3"
    >
      <HStack justify="space-between" wrap="wrap" gap="2" mb="2">
        <HStack gap="2" wrap="wrap">
          <Heading as="h3" size="sm">
            {crew.name}
          </Heading>
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
              onDragStart={() => setDragged(s.taskId)}
              onDragOver={(e) => movable && dragged !== null && e.preventDefault()}
              onDrop={() => {
                if (dragged !== null && movable) onMove(dragged, i);
                setDragged(null);
              }}
              gap="2"
              py="1"
              borderBottomWidth="1px"
              opacity={movable ? 1 : 0.6}
              cursor={movable ? 'grab' : undefined}
            >
              <Box w="6" h="6" borderRadius="full" bg={crew.color} color="white" textAlign="center" fontSize="sm">
                {movable ? i + 1 : '✓'}
              </Box>
              <Text flex="1" fontSize="sm">
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
                </>
              )}
            </HStack>
          );
        })}
      </Stack>
    </Box>
  );
}
