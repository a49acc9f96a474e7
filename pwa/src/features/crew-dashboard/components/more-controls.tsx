import { addDays } from '@bin-valet/schema';
import { Button, HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { NativeSelect } from '../../../app/late-ui';
import { businessToday } from '../../../lib/business-day';
import { FILTER_OPTIONS, type TaskFilter, type ViewMode } from '../logic/dashboard-logic';

export interface MoreControlsProps {
  date: string;
  onDate: (update: (d: string) => string) => void;
  mode: ViewMode;
  onMode: (m: ViewMode) => void;
  filter: TaskFilter;
  onFilter: (f: TaskFilter) => void;
  /** Rare actions (Request Time Off): behind "More" on a phone. */
  extra?: ReactNode;
}

/** The spec's date, view, filter and day controls: behind "More" on a phone, beside the search on wider screens. */
export function MoreControls(p: MoreControlsProps) {
  return (
    <HStack gap="2" wrap="wrap">
      <Input
        type="date"
        aria-label="Date"
        maxW="44"
        value={p.date}
        onChange={(e) => {
          const v = e.target.value;
          if (v) p.onDate(() => v);
        }}
      />
      <NativeSelect.Root maxW="36">
        <NativeSelect.Field
          aria-label="View"
          value={p.mode}
          onChange={(e) => p.onMode(e.currentTarget.value as ViewMode)}
        >
          <option value="day">Day View</option>
          <option value="week">Week View</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <NativeSelect.Root maxW="44">
        <NativeSelect.Field
          aria-label="Filter"
          value={p.filter}
          onChange={(e) => p.onFilter(e.currentTarget.value as TaskFilter)}
        >
          {FILTER_OPTIONS.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
      <HStack gap="1">
        <Button size="sm" variant="outline" onClick={() => p.onDate((d) => addDays(d, -1))}>
          Previous
        </Button>
        <Button size="sm" variant="outline" onClick={() => p.onDate(() => businessToday())}>
          Today
        </Button>
        <Button size="sm" variant="outline" onClick={() => p.onDate((d) => addDays(d, 1))}>
          Next
        </Button>
      </HStack>
      {p.extra}
    </HStack>
  );
}
