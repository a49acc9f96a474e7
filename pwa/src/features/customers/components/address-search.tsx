import type { GeocodeAnswer, PublicConfig } from '@bin-valet/schema';
import { Button, Field, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { errorText } from '../../../lib/error-text';

interface Props {
  /** The customer's address as written, the search's starting text. */
  address: string;
  onFound: (lat: number, lng: number) => void;
}

/** What the Location card says it is doing: searching through the server's geocoder, or pin by hand. */
export const BY_HAND =
  'Address search is not set up here, so the address stays as written: click the map where the house is (or drag the pin), then save.';

/**
 * The Location card's address search, when the server has a geocoder (GEOCODER_URL): a found place moves
 * the pin, which the office checks and saves; without one the card says the pin is placed by hand.
 */
export function AddressSearch({ address, onFound }: Props) {
  const config = useQuery({
    queryKey: ['public-config'],
    queryFn: () => api.get<PublicConfig>('/api/public/config'),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const [q, setQ] = useState(address);
  const [said, setSaid] = useState<string | null>(null);
  const search = useMutation({
    mutationFn: (text: string) => api.get<GeocodeAnswer>(`/api/geocode?q=${encodeURIComponent(text)}`),
    onSuccess: (answer) => {
      if (!answer.configured) setSaid(BY_HAND);
      else if (!answer.place) setSaid('Nothing found for that address: click the map or drag the pin onto the house.');
      else {
        onFound(answer.place.latitude, answer.place.longitude);
        setSaid('Found: the pin is on that address. Check it sits on the house, then save.');
      }
    },
    onError: (err) => setSaid(errorText(err, 'The address search did not answer: place the pin by hand.')),
  });

  if (!config.data) return null;
  if (!config.data.addressSearch)
    return (
      <Text fontSize="sm" color="fg.muted" data-testid="place-mode">
        {BY_HAND}
      </Text>
    );
  return (
    <Stack gap="2">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (q.trim()) search.mutate(q.trim());
        }}
      >
        <HStack align="end" wrap="wrap">
          <Field.Root flex="1" minW="12rem">
            <Field.Label>Find the address</Field.Label>
            <Input value={q} onChange={(e) => setQ(e.currentTarget.value)} maxLength={200} />
          </Field.Root>
          <Button type="submit" size="sm" variant="outline" loading={search.isPending} disabled={!q.trim()}>
            Find on the map
          </Button>
        </HStack>
      </form>
      <Text fontSize="sm" color="fg.muted" data-testid="place-mode" aria-live="polite">
        {said ?? 'Search the address to move the pin, or click the map where the house is, then save.'}
      </Text>
    </Stack>
  );
}
