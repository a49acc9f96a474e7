import { Button, Field, Input, Wrap } from '@chakra-ui/react';
import { OptionSelect } from '../../../components/option-select';
import type { RangeMode, SortDir, SortKey } from '../logic/route-table-logic';

const MODES: { value: RangeMode; label: string }[] = [
  { value: 'day', label: 'Single Day' },
  { value: 'week', label: 'Next 7 Days' },
  { value: 'twoWeeks', label: 'Next 2 Weeks' },
];
const SORTS: { value: SortKey; label: string }[] = [
  { value: 'date', label: 'Date' },
  { value: 'customer', label: 'Customer' },
  { value: 'task', label: 'Task' },
  { value: 'assignment', label: 'Assignment' },
];

export interface RouteControlsState {
  mode: RangeMode;
  start: string;
  sortKey: SortKey;
  sortDir: SortDir;
}

/** Range mode, start date, sort key and direction of the route planning table. */
export function RouteControls({
  value,
  onChange,
}: {
  value: RouteControlsState;
  onChange: (next: Partial<RouteControlsState>) => void;
}) {
  return (
    <Wrap gap="3" align="end">
      <Wrap gap="1" role="group" aria-label="Range">
        {MODES.map((m) => (
          <Button
            key={m.value}
            size="sm"
            variant={value.mode === m.value ? 'solid' : 'outline'}
            aria-pressed={value.mode === m.value}
            onClick={() => onChange({ mode: m.value })}
          >
            {m.label}
          </Button>
        ))}
      </Wrap>
      <Field.Root w="auto">
        <Field.Label fontSize="sm">{value.mode === 'day' ? 'Date' : 'Start date'}</Field.Label>
        <Input
          size="sm"
          type="date"
          value={value.start}
          onChange={(e) => e.target.value && onChange({ start: e.target.value })}
        />
      </Field.Root>
      <Field.Root w="auto">
        <Field.Label fontSize="sm">Sort by</Field.Label>
        <OptionSelect
          value={value.sortKey}
          onChange={(sortKey) => onChange({ sortKey })}
          options={SORTS}
          root={{ size: 'sm', w: '40' }}
        />
      </Field.Root>
      <Button
        size="sm"
        variant="outline"
        onClick={() => onChange({ sortDir: value.sortDir === 'asc' ? 'desc' : 'asc' })}
      >
        {value.sortDir === 'asc' ? 'Ascending ↑' : 'Descending ↓'}
      </Button>
    </Wrap>
  );
}
