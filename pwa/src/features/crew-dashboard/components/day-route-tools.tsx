import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { CrewCard } from '../logic/dashboard-logic';
import { useNavigated } from '../logic/navigated';
import { navigateRouteUrl, routePins } from '../logic/route-map-logic';

/** Leaflet loads only when the map is opened. */
const RouteMap = lazy(() => import('./route-map'));

/** The day's Map view (numbered pins in route order) and Navigate route (the next stops as waypoints). */
export function DayRouteTools({ cards, isToday }: { cards: CrewCard[]; isToday: boolean }) {
  const [showMap, setShowMap] = useState(false);
  const next = isToday ? cards.find((c) => c.task.status === 'scheduled') : undefined;
  const pins = useMemo(() => (showMap ? routePins(cards, next?.task.id) : []), [showMap, cards, next]);
  const directions = navigateRouteUrl(cards);
  const headFor = useNavigated((s) => s.headFor);
  return (
    <Stack gap="2" mb="3">
      <HStack gap="2" wrap="wrap">
        <Button size="sm" minH="11" variant="outline" aria-pressed={showMap} onClick={() => setShowMap((v) => !v)}>
          {showMap ? 'Hide map' : 'Map'}
        </Button>
        {directions && (
          <Button asChild size="sm" minH="11" variant="outline" colorPalette="green">
            <a
              href={directions}
              target="_blank"
              rel="noopener noreferrer"
              onClick={() => next && headFor(next.task.id)}
            >
              Navigate route
            </a>
          </Button>
        )}
      </HStack>
      {showMap && (
        <Suspense fallback={<Text>Loading map...</Text>}>
          <RouteMap pins={pins} unplaced={cards.filter((c) => c.customer).length - pins.length} />
        </Suspense>
      )}
    </Stack>
  );
}
