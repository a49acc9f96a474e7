import { addDays } from '@bin-valet/schema';
import { Alert, Stack } from '@chakra-ui/react';
import { useLiveQuery } from 'dexie-react-hooks';
import { memo } from 'react';
import { db } from '../db/database';
import { useDaySeed } from '../db/day-seed';
import type { LocalJob } from '../db/rows';
import { calendarNotices } from '../lib/calendar-notices';

/** The jobs a declared delay moved. */
const delayed = (jobs: LocalJob[]) => jobs.filter((j) => j.delayReason);

/** Delays move jobs at most a week; their regular dates lie this far around the days shown. */
const DELAY_REACH_DAYS = 8;

/**
 * Holiday weeks and declared delays touching [from, to], from the local database only, so the crew
 * sees them with no signal.
 */
export const CalendarBanner = memo(function CalendarBanner({ from, to }: { from: string; to: string }) {
  const seed = useDaySeed(from, to);
  const notices = useLiveQuery(async () => {
    const days = await db.jobDays
      .where('date')
      .between(addDays(from, -DELAY_REACH_DAYS), addDays(to, DELAY_REACH_DAYS), true, true)
      .toArray();
    return calendarNotices(from, to, delayed(days.flatMap((d) => d.jobs)));
  }, [from, to]);
  const shown = notices ?? calendarNotices(from, to, delayed(seed?.jobs ?? []));
  if (shown.length === 0) return null;
  return (
    <Stack gap="2" data-testid="calendar-banner">
      {shown.map((n) => (
        <Alert.Root key={n.key} status={n.kind === 'holiday' ? 'info' : 'warning'}>
          <Alert.Indicator />
          <Alert.Title>{n.text}</Alert.Title>
        </Alert.Root>
      ))}
    </Stack>
  );
});
