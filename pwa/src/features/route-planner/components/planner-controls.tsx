import { Button, ButtonGroup, HStack, IconButton, Input, Text } from '@chakra-ui/react';
import { RANGE_OPTIONS, type RangeDays, rangeLabel } from '../logic/planner-logic';

export type PlannerView = 'list' | 'map' | 'calendar';

const VIEWS: readonly { value: PlannerView; label: string }[] = [
  { value: 'list', label: 'List' },
  { value: 'map', label: 'Map' },
  { value: 'calendar', label: 'Calendar' },
];

export function ViewSwitcher({ view, onChange }: { view: PlannerView; onChange: (v: PlannerView) => void }) {
  return (
    <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="View">
      {VIEWS.map((v) => (
        <Button
          key={v.value}
          aria-pressed={view === v.value}
          variant={view === v.value ? 'solid' : 'outline'}
          colorPalette={view === v.value ? 'green' : 'gray'}
          onClick={() => onChange(v.value)}
        >
          {v.label}
        </Button>
      ))}
    </ButtonGroup>
  );
}

interface RangeProps {
  date: string;
  /** The business day: 'Today' is lit only while it is shown. */
  today: string;
  days: RangeDays;
  onDate: (date: string) => void;
  onDays: (days: RangeDays) => void;
  onShift: (direction: -1 | 1) => void;
}

/** Date picker, previous / next arrows, a jump to today and the range buttons. */
export function RangeControls({ date, today, days, onDate, onDays, onShift }: RangeProps) {
  const unit = days === 1 ? 'day' : days === 7 ? 'week' : '2 weeks';
  return (
    <HStack gap="2" wrap="wrap">
      <IconButton size="sm" variant="outline" aria-label={`Previous ${unit}`} onClick={() => onShift(-1)}>
        ←
      </IconButton>
      <Input
        type="date"
        aria-label="Date"
        size="sm"
        maxW="44"
        value={date}
        onChange={(e) => e.target.value && onDate(e.target.value)}
      />
      <IconButton size="sm" variant="outline" aria-label={`Next ${unit}`} onClick={() => onShift(1)}>
        →
      </IconButton>
      <Button
        size="sm"
        aria-pressed={date === today}
        variant={date === today ? 'solid' : 'outline'}
        colorPalette={date === today ? 'green' : 'gray'}
        onClick={() => onDate(today)}
      >
        Today
      </Button>
      <ButtonGroup size="sm" attached variant="outline" role="group" aria-label="Range">
        {RANGE_OPTIONS.map((r) => (
          <Button
            key={r.days}
            aria-pressed={days === r.days}
            variant={days === r.days ? 'solid' : 'outline'}
            colorPalette={days === r.days ? 'green' : 'gray'}
            onClick={() => onDays(r.days)}
          >
            {r.label}
          </Button>
        ))}
      </ButtonGroup>
      <Text fontSize="sm" color="fg.muted" data-testid="range-label">
        {rangeLabel(date, days)}
      </Text>
    </HStack>
  );
}
