import { addDays } from '@bin-valet/schema';
import { Button, HStack, Input } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { OptionSelect } from '../../../components/option-select';
import { businessToday } from '../../../lib/business-day';
import { FILTER_OPTIONS, type TaskFilter, VIEW_OPTIONS, type ViewMode } from '../logic/dashboard-logic';

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
      <OptionSelect aria-label="View" value={p.mode} onChange={p.onMode} options={VIEW_OPTIONS} root={{ maxW: '36' }} />
      <OptionSelect
        aria-label="Filter"
        value={p.filter}
        onChange={p.onFilter}
        options={FILTER_OPTIONS}
        root={{ maxW: '44' }}
      />
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
