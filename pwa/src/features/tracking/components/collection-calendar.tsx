import type { PublicRequestDate } from '@bin-valet/schema';
import { Box, Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import { monthWeeks, WEEKDAYS } from '../../../lib/month-grid';
import { firstOpenDate, monthOf, type RequestDayState, requestDayState, shiftMonth } from '../logic/tracking-logic';

/** What a screen reader hears after the date, so a greyed day says why. */
const STATE_SUFFIX: Record<RequestDayState, string> = {
  open: '',
  scheduled: ', already scheduled',
  requested: ', already requested',
  none: '',
};

interface Props {
  today: string;
  /** The customer's actual collection dates from the server, the taken ones marked. */
  dates: readonly PublicRequestDate[];
  value: string | null;
  onChange: (date: string) => void;
}

/**
 * A month calendar whose only enabled days are the customer's collection dates with nothing on them yet;
 * scheduled or requested ones are greyed with an outline. Plain buttons in a table: Tab reaches every
 * offered day, screen readers hear full dates and why a collection date is greyed.
 */
export function CollectionCalendar({ today, dates, value, onChange }: Props) {
  const [month, setMonth] = useState(() => monthOf(value ?? firstOpenDate(dates, today)));
  const canGoBack = month > monthOf(today);
  const lastMonth = monthOf(dates.at(-1)?.collectionDate ?? today);
  return (
    <Box>
      <HStack justify="space-between" mb="2">
        <IconButton
          aria-label="Previous month"
          size="sm"
          variant="ghost"
          disabled={!canGoBack}
          onClick={() => setMonth(shiftMonth(month, -1))}
        >
          ‹
        </IconButton>
        <Text fontWeight="semibold" aria-live="polite">
          {formatDate(`${month}-01`, 'MMMM yyyy')}
        </Text>
        <IconButton
          aria-label="Next month"
          size="sm"
          variant="ghost"
          disabled={month >= lastMonth}
          onClick={() => setMonth(shiftMonth(month, 1))}
        >
          ›
        </IconButton>
      </HStack>
      <Table.Root size="sm" variant="line" aria-label={`Collection dates, ${formatDate(`${month}-01`, 'MMMM yyyy')}`}>
        <Table.Header>
          <Table.Row>
            {WEEKDAYS.map(([short, full]) => (
              <Table.ColumnHeader key={short} textAlign="center" px="0" fontSize="xs">
                <abbr title={full}>{short}</abbr>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {monthWeeks(month).map((week) => (
            <Table.Row key={week.find(Boolean) ?? month}>
              {week.map((day, i) => {
                if (!day) return <Table.Cell key={WEEKDAYS[i][0]} px="0" />;
                const state = requestDayState(day, dates);
                const selectable = state === 'open';
                const taken = state === 'scheduled' || state === 'requested';
                const selected = day === value;
                return (
                  <Table.Cell key={day} px="0" py="1" textAlign="center">
                    <Button
                      size="xs"
                      minW="8"
                      px="0"
                      variant={selected ? 'solid' : selectable ? 'subtle' : taken ? 'outline' : 'ghost'}
                      colorPalette={selectable ? 'green' : 'gray'}
                      disabled={!selectable}
                      aria-pressed={selected}
                      aria-label={formatDate(day, 'EEEE, MMMM d, yyyy') + STATE_SUFFIX[state]}
                      data-state-day={state}
                      onClick={() => onChange(day)}
                    >
                      {Number(day.slice(8))}
                    </Button>
                  </Table.Cell>
                );
              })}
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
