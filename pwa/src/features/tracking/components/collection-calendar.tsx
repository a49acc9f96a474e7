import { Box, Button, HStack, IconButton, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { formatDate } from '../../../lib/format';
import {
  firstSelectableDate,
  isSelectableCollectionDate,
  monthGrid,
  monthOf,
  shiftMonth,
} from '../logic/tracking-logic';

const WEEKDAY_HEADERS = [
  ['Mon', 'Monday'],
  ['Tue', 'Tuesday'],
  ['Wed', 'Wednesday'],
  ['Thu', 'Thursday'],
  ['Fri', 'Friday'],
  ['Sat', 'Saturday'],
  ['Sun', 'Sunday'],
] as const;

interface Props {
  today: string;
  collectionDay: string;
  value: string | null;
  onChange: (date: string) => void;
  /** Dates that already have a collection: greyed, since asking for them would change nothing. */
  taken?: readonly string[];
}

/**
 * A month calendar whose only enabled days are today or later on the customer's collection weekday.
 * Plain buttons in a table: Tab reaches every offered day, screen readers hear full dates.
 */
export function CollectionCalendar({ today, collectionDay, value, onChange, taken = [] }: Props) {
  const [month, setMonth] = useState(() => monthOf(value ?? firstSelectableDate(today, collectionDay)));
  const canGoBack = month > monthOf(today);
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
        <IconButton aria-label="Next month" size="sm" variant="ghost" onClick={() => setMonth(shiftMonth(month, 1))}>
          ›
        </IconButton>
      </HStack>
      <Table.Root size="sm" variant="line" aria-label={`Collection dates, ${formatDate(`${month}-01`, 'MMMM yyyy')}`}>
        <Table.Header>
          <Table.Row>
            {WEEKDAY_HEADERS.map(([short, full]) => (
              <Table.ColumnHeader key={short} textAlign="center" px="0" fontSize="xs">
                <abbr title={full}>{short}</abbr>
              </Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {monthGrid(month).map((week) => (
            <Table.Row key={week.find(Boolean) ?? month}>
              {week.map((day, i) => {
                if (!day) return <Table.Cell key={WEEKDAY_HEADERS[i][0]} px="0" />;
                const selectable = isSelectableCollectionDate(day, today, collectionDay) && !taken.includes(day);
                const selected = day === value;
                return (
                  <Table.Cell key={day} px="0" py="1" textAlign="center">
                    <Button
                      size="xs"
                      minW="8"
                      px="0"
                      variant={selected ? 'solid' : selectable ? 'subtle' : 'ghost'}
                      colorPalette={selectable ? 'green' : 'gray'}
                      disabled={!selectable}
                      aria-pressed={selected}
                      aria-label={formatDate(day, 'EEEE, MMMM d, yyyy')}
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
