import type { CrewTask } from '@bin-valet/schema';
import { Box, Heading, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/client';
import { formatDate } from '../../../lib/format';
import { statusLabel, TASK_TYPE_LABELS } from '../../../lib/labels';
import { useOnline } from '../../../sync/hooks';

interface Props {
  from: string;
  to: string;
  search: string;
  /** The stops this phone holds (shown above as cards): left out here. */
  held: ReadonlySet<number>;
  /** An office browser on dates outside its replica: every stop is read online, not only other crews'. */
  office?: boolean;
}

const WORDS = {
  crew: {
    title: "Other crews' stops",
    about: "Read from the server, not kept on this phone. Your stops and your crew's above work offline.",
    unreachable: "Other crews' stops need a connection",
    offline: 'You are offline. Your stops and your crew’s are on this phone and work without signal.',
  },
  office: {
    title: 'Stops read online',
    about: 'Read from the server: this browser keeps the stops of yesterday to a week ahead.',
    unreachable: 'These dates need a connection',
    offline: 'You are offline. Yesterday to a week ahead are kept on this browser and work without signal.',
  },
} as const;

const matches = (t: CrewTask, q: string) =>
  !q || `${t.customer.name} ${t.customer.address} ${t.jobId} ${t.notes ?? ''}`.toLowerCase().includes(q);

type Read = { isPending: boolean; isError: boolean; data: CrewTask[] | undefined };

/** The server's stops of [from, to], read again whenever the range changes or the phone comes back online. */
function useServerStops(from: string, to: string, online: boolean): Read {
  const [read, setRead] = useState<Read>({ isPending: true, isError: false, data: undefined });
  useEffect(() => {
    if (!online) return;
    const abort = new AbortController();
    setRead((r) => ({ ...r, isPending: r.data === undefined, isError: false }));
    api
      .get<CrewTask[]>(`/api/crew/tasks?startDate=${from}&endDate=${to}`, abort.signal)
      .then((data) => setRead({ isPending: false, isError: false, data }))
      .catch(() => {
        if (!abort.signal.aborted) setRead({ isPending: false, isError: true, data: undefined });
      });
    return () => abort.abort();
  }, [from, to, online]);
  return read;
}

/**
 * The other crews' stops, read from the server: a phone replicates only its crew member's working
 * set, so the rest of the company is an online view, said so on screen and replaced by a message offline.
 */
export function AllStopsOnline({ from, to, search, held, office = false }: Props) {
  const words = WORDS[office ? 'office' : 'crew'];
  const online = useOnline();
  const query = useServerStops(from, to, online);
  const q = search.trim().toLowerCase();
  const days = useMemo(() => {
    const byDay = new Map<string, CrewTask[]>();
    for (const t of query.data ?? []) {
      if (held.has(t.id) || !matches(t, q)) continue;
      byDay.set(t.scheduledDate, [...(byDay.get(t.scheduledDate) ?? []), t]);
    }
    return [...byDay.entries()].sort(([a], [b]) => a.localeCompare(b));
  }, [query.data, q, held]);
  const unreachable = !online || query.isError;

  return (
    <Stack gap="4" as="section" aria-label={words.title} data-testid="all-stops-online">
      <HStack gap="2" wrap="wrap">
        <Heading as="h2" size="md">
          {words.title}
        </Heading>
        <Text fontSize="xs" fontWeight="semibold" px="2" py="0.5" borderRadius="sm" bg="blue.100" color="blue.900">
          Online only
        </Text>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        {words.about}
      </Text>
      {unreachable ? (
        <Box borderWidth="1px" borderColor="orange.400" borderRadius="md" p="4" role="status">
          <Text fontWeight="semibold">{words.unreachable}</Text>
          <Text color="fg.muted">
            {online ? 'The server could not be reached. Try again in a moment.' : words.offline}
          </Text>
        </Box>
      ) : query.isPending ? (
        <Text>Loading all stops...</Text>
      ) : days.length === 0 ? (
        <Text color="fg.muted">No stops on these dates.</Text>
      ) : (
        days.map(([date, stops]) => (
          <Stack key={date} gap="2" as="section" aria-label={`All stops, ${formatDate(date, 'EEEE, MMM d')}`}>
            <Heading as="h3" size="sm">
              {formatDate(date, 'EEEE, MMM d')} · {stops.length} {stops.length === 1 ? 'stop' : 'stops'}
            </Heading>
            {stops.map((t) => (
              <HStack key={t.id} justify="space-between" borderBottomWidth="1px" py="1.5" gap="3">
                <Stack gap="0">
                  <Text fontWeight="medium">{t.customer.address}</Text>
                  <Text fontSize="sm" color="fg.muted">
                    {t.customer.name} · {TASK_TYPE_LABELS[t.taskType] ?? t.taskType}
                  </Text>
                </Stack>
                <Text fontSize="sm" fontWeight="medium">
                  {statusLabel(t.status)}
                </Text>
              </HStack>
            ))}
          </Stack>
        ))
      )}
    </Stack>
  );
}
