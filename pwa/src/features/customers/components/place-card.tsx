import { type Customer, MAP_CENTER } from '@bin-valet/schema';
import { Box, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { errorText } from '../../../lib/error-text';
import { useCustomerSaved } from '../hooks/use-customer-saved';
import { AddressSearch } from './address-search';
import type { Coords } from './job-item';

const PLACE_SOURCES: Record<string, string> = {
  office: 'set by the office',
  geocoder: 'found from the address',
  crew: 'learned from the crew at a completed stop',
};

/** Where the customer's map position came from, in words the office reads. */
export function placeText(coords: Coords | undefined, source: string | null | undefined): string {
  if (!coords?.lat || !coords.lng)
    return 'Location: not known yet (the first crew completion with a precise position sets it)';
  const where = `${Number(coords.lat).toFixed(5)}, ${Number(coords.lng).toFixed(5)}`;
  return `Location: ${where}, ${source ? (PLACE_SOURCES[source] ?? source) : 'source not recorded'}`;
}

/** Leaflet loads only when the office opens the map. */
const PlaceMap = lazy(() => import('./place-map'));

const coordOf = (v: string | null) => (v !== null && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : null);
const round = (n: number) => Math.round(n * 1e6) / 1e6;

/**
 * Where the customer is on the map, and where that came from. The office finds the address (when the
 * server has a geocoder), drags the pin or clicks the map to correct it; the position is saved only on
 * 'Save position' and then counts as set by the office.
 */
export function PlaceCard({ customer }: { customer: Customer }) {
  const lat = coordOf(customer.latitude);
  const lng = coordOf(customer.longitude);
  const known = lat !== null && lng !== null;
  const [open, setOpen] = useState(false);
  const [moved, setMoved] = useState<{ lat: number; lng: number } | null>(null);
  // A new value each time an address search moves the pin, so the map centres on it.
  const [foundAt, setFoundAt] = useState<string | undefined>(undefined);
  const saved = useCustomerSaved();
  const save = useMutation({
    mutationFn: (pin: { lat: number; lng: number }) =>
      api.patch<Customer>(`/api/signups/${customer.id}`, {
        latitude: String(round(pin.lat)),
        longitude: String(round(pin.lng)),
      }),
    onSuccess: (updated) => {
      saved(updated);
      setMoved(null);
      notify('Position Saved', `${customer.name} is now placed where the pin is.`);
    },
    onError: (err) => notify('Save Failed', errorText(err, 'Could not save the position'), 'error'),
  });

  const pin = moved ?? { lat: lat ?? MAP_CENTER.lat, lng: lng ?? MAP_CENTER.lng };
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Location</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="3">
          <Text fontSize="sm" data-testid="place-source">
            {placeText({ lat: customer.latitude, lng: customer.longitude }, customer.coordinatesSource)}
          </Text>
          {!open ? (
            <Button size="sm" variant="outline" alignSelf="start" onClick={() => setOpen(true)}>
              {known ? 'Correct on the map' : 'Place on the map'}
            </Button>
          ) : (
            <>
              <Text fontSize="sm" color="fg.muted">
                {known
                  ? 'Drag the pin onto the house, or click the map there, then save.'
                  : 'No position yet: the pin starts at the map center. Drag it onto the house, or click the map there, then save.'}
              </Text>
              <AddressSearch
                address={`${customer.address}, ${customer.city}, ${customer.state} ${customer.zipCode}`}
                onFound={(a, b) => {
                  setMoved({ lat: a, lng: b });
                  setFoundAt(`${a},${b},${Date.now()}`);
                }}
              />
              <Box h="72" borderWidth="1px" borderRadius="md" overflow="hidden" data-testid="place-map">
                <Suspense fallback={<Text p="3">Loading map...</Text>}>
                  <PlaceMap
                    lat={pin.lat}
                    lng={pin.lng}
                    foundAt={foundAt}
                    title={`Map pin of ${customer.name}`}
                    onMove={(a, b) => setMoved({ lat: a, lng: b })}
                  />
                </Suspense>
              </Box>
              {moved && (
                <Text fontSize="sm" data-testid="place-moved">
                  New position: {moved.lat.toFixed(5)}, {moved.lng.toFixed(5)}
                </Text>
              )}
              <HStack wrap="wrap">
                <Button
                  size="sm"
                  colorPalette="green"
                  disabled={!moved}
                  loading={save.isPending}
                  onClick={() => moved && !save.isPending && save.mutate(moved)}
                >
                  Save position
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  onClick={() => {
                    setMoved(null);
                    setOpen(false);
                  }}
                >
                  Close map
                </Button>
              </HStack>
            </>
          )}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
