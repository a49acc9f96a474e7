import { Button, HStack, Input, Popover, Portal, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { writeLocal } from '../logic/local-store';
import { DEFAULT_DEPOT, DEPOT_KEY, type Depot, depotName, validLat, validLng } from '../logic/route-order';

/** 'Start from': where route ordering begins (the depot, a crew member's home), by name; saved on this device. */
export function DepotSetting({ depot }: { depot: Depot }) {
  const [open, setOpen] = useState(false);
  const [lat, setLat] = useState(String(depot.lat));
  const [lng, setLng] = useState(String(depot.lng));
  const [name, setName] = useState(depot.name ?? '');
  const valid = validLat(Number(lat)) && validLng(Number(lng)) && lat.trim() !== '' && lng.trim() !== '';

  function save(next: Depot | null) {
    writeLocal(DEPOT_KEY, next ? JSON.stringify(next) : null);
    const shown = next ?? DEFAULT_DEPOT;
    setLat(String(shown.lat));
    setLng(String(shown.lng));
    setName(shown.name ?? '');
    setOpen(false);
  }

  return (
    <Popover.Root
      open={open}
      onOpenChange={(e) => {
        setOpen(e.open);
        if (e.open) {
          setLat(String(depot.lat));
          setLng(String(depot.lng));
          setName(depot.name ?? '');
        }
      }}
    >
      <Popover.Trigger asChild>
        <Button size="sm" variant="ghost" title={`${depot.lat.toFixed(4)}, ${depot.lng.toFixed(4)}`}>
          Start from: {depotName(depot)}
        </Button>
      </Popover.Trigger>
      <Portal>
        <Popover.Positioner>
          <Popover.Content>
            <Popover.Arrow />
            <Popover.Body>
              <Stack gap="2">
                <Text fontSize="sm">Route ordering starts from this point.</Text>
                <Input
                  size="sm"
                  aria-label="Start point name"
                  placeholder="Depot"
                  value={name}
                  onChange={(e) => setName(e.target.value)}
                />
                <HStack>
                  <Input size="sm" aria-label="Start latitude" value={lat} onChange={(e) => setLat(e.target.value)} />
                  <Input size="sm" aria-label="Start longitude" value={lng} onChange={(e) => setLng(e.target.value)} />
                </HStack>
                <HStack justify="end">
                  <Button size="xs" variant="outline" onClick={() => save(null)}>
                    Use the depot
                  </Button>
                  <Button
                    size="xs"
                    colorPalette="green"
                    disabled={!valid}
                    onClick={() =>
                      save({ lat: Number(lat), lng: Number(lng), ...(name.trim() ? { name: name.trim() } : {}) })
                    }
                  >
                    Save
                  </Button>
                </HStack>
              </Stack>
            </Popover.Body>
          </Popover.Content>
        </Popover.Positioner>
      </Portal>
    </Popover.Root>
  );
}
