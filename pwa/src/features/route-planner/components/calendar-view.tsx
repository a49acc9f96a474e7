import { addDays } from '@bin-valet/schema';
import { Badge, Box, Button, Grid, Heading, HStack, IconButton, Text } from '@chakra-ui/react';
import { useEffect, useMemo, useState } from 'react';
import { api } from '../../../api/client';
import { formatDate } from '../../../lib/format';
import { monthWeeks, WEEKDAYS } from '../../../lib/month-grid';
import { useReplicaWindow } from '../../../sync/replica-window';
import { useLocalDayCounts } from '../hooks/use-route-stops';
import { LOAD_COLORS, loadOf, mergeCounts, monthEnd, monthStart, nextMonthEnd } from '../logic/calendar-logic';

interface Props {
  /** The chosen date: its month is shown. */
  date: string;
  today: string;
  online: boolean;
  onPick: (date: string) => void;
  /** Another month was chosen: its first day. */
  onMonth: (date: string) => void;
}

/**
 * Calendar view: the month Mon–Sun with padded weeks, each day's task count
 * as a light / busy / heavy badge; clicking a day opens the list on it. Counts come from the local
 * database inside the replica's window; other days use GET /api/crew/calendar-data when online, and
 * say "online only" when it could not be read.
 */
export function CalendarView({ date, today, online, onPick, onMonth }: Props) {
  const first = monthStart(date);
  const weeks = useMemo(() => monthWeeks(date), [date]);
  const local = useLocalDayCounts(first, monthEnd(date)) ?? {};
  const server = useServerCounts(first, nextMonthEnd(date), online);
  // Before a pull said which days the replica covers, only today is taken as local.
  const window = useReplicaWindow() ?? { start: today, end: today };
  const counts = mergeCounts(
    weeks.flat().filter((d): d is string => d !== null),
    local,
    server,
    window,
  );
  const onlineOnly = (day: string) => !server && (day < window.start || day > window.end);

  return (
    <Box data-testid="calendar-view">
      <HStack mb="3" gap="2">
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Previous month"
          onClick={() => onMonth(monthStart(addDays(first, -1)))}
        >
          ←
        </IconButton>
        <Heading as="h2" size="md" minW="36" textAlign="center">
          {formatDate(first, 'MMMM yyyy')}
        </Heading>
        <IconButton
          size="sm"
          variant="outline"
          aria-label="Next month"
          onClick={() => onMonth(addDays(monthEnd(date), 1))}
        >
          →
        </IconButton>
        {monthStart(today) !== first && (
          <Button size="sm" variant="ghost" onClick={() => onMonth(today)}>
            This month
          </Button>
        )}
      </HStack>
      <Grid
        templateColumns="repeat(7, minmax(0, 1fr))"
        gap="1"
        role="group"
        aria-label={formatDate(first, 'MMMM yyyy')}
      >
        {WEEKDAYS.map(([d, full]) => (
          <Text
            key={d}
            title={full}
            data-testid="calendar-weekday"
            aria-hidden
            textAlign="center"
            fontSize="sm"
            fontWeight="semibold"
            color="fg.muted"
          >
            {d}
          </Text>
        ))}
        {weeks.flat().map((day, i) =>
          day === null ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: padding cells have no identity but their place
            <Box key={`pad-${i}`} data-testid="calendar-pad" minH="16" />
          ) : (
            <DayCell
              key={day}
              day={day}
              count={counts[day] ?? 0}
              unknown={onlineOnly(day)}
              today={day === today}
              onPick={onPick}
            />
          ),
        )}
      </Grid>
      <HStack gap="3" mt="3" fontSize="sm" color="fg.muted" wrap="wrap">
        <Badge colorPalette="green">1–4 light</Badge>
        <Badge colorPalette="orange">5–9 busy</Badge>
        <Badge colorPalette="red">10+ heavy</Badge>
      </HStack>
    </Box>
  );
}

function DayCell({
  day,
  count,
  unknown,
  today,
  onPick,
}: {
  day: string;
  count: number;
  /** Outside the replica and not read from the server: its tasks are known online only. */
  unknown: boolean;
  today: boolean;
  onPick: (d: string) => void;
}) {
  const load = unknown ? null : loadOf(count);
  const words = unknown
    ? `${formatDate(day, 'MMMM d, yyyy')}: online only`
    : `${formatDate(day, 'MMMM d, yyyy')}: ${count} ${count === 1 ? 'task' : 'tasks'}`;
  return (
    <Button
      variant={today ? 'subtle' : 'outline'}
      h="auto"
      minH="16"
      p="1"
      flexDirection="column"
      alignItems="center"
      justifyContent="start"
      gap="1"
      aria-label={words}
      data-testid="calendar-day"
      data-date={day}
      data-count={unknown ? undefined : count}
      data-load={load ?? 'none'}
      data-online-only={unknown || undefined}
      onClick={() => onPick(day)}
    >
      <Text fontSize="sm" fontWeight={today ? 'bold' : 'normal'}>
        {Number(day.slice(8))}
      </Text>
      {load && (
        <Badge colorPalette={LOAD_COLORS[load]} variant="solid" data-testid="calendar-count">
          {count}
        </Badge>
      )}
      {unknown && (
        <Text fontSize="2xs" color="fg.muted">
          online only
        </Text>
      )}
    </Button>
  );
}

/** Server counts for [from, to], fetched only online; failures leave the local counts in place. */
function useServerCounts(from: string, to: string, online: boolean): Record<string, number> | undefined {
  const [data, setData] = useState<{ key: string; counts: Record<string, number> } | null>(null);
  const key = `${from}|${to}`;
  useEffect(() => {
    if (!online) return;
    let live = true;
    api
      .get<Record<string, number>>(`/api/crew/calendar-data?startDate=${from}&endDate=${to}`)
      .then((counts) => {
        if (live) setData({ key: `${from}|${to}`, counts });
      })
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [from, to, online]);
  return data?.key === key ? data.counts : undefined;
}
