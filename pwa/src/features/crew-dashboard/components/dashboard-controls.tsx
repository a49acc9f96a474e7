import { Box, Button, CloseButton, Group, HStack, Input, InputGroup, Stack } from '@chakra-ui/react';
import { lazy, memo, Suspense, useState } from 'react';
import { createPortal } from 'react-dom';
import { usePageBar } from '../../../app/nav/page-bar';
import { businessToday } from '../../../lib/business-day';
import { loadWhenOnline } from '../../../lib/load-when-online';
import { useMediaQuery, WIDE_SCREEN } from '../../../lib/use-media-query';
import type { Scope } from '../logic/dashboard-logic';
import type { MoreControlsProps } from './more-controls';

// Folded away on a phone: its code (and Chakra's select) loads when opened, when the screen is idle
// (crew-dashboard-page.tsx), or at once on a wider screen.
export const loadMoreControls = () =>
  loadWhenOnline(() => import('./more-controls')).then((m) => ({ default: m.MoreControls }));
const MoreControls = lazy(loadMoreControls);

export type OrderMode = 'route' | 'address';

/** The folded controls' props (date, view, filter, rare actions) and the bar's own. */
interface Props extends MoreControlsProps {
  scope: Scope;
  onScope: (s: Scope) => void;
  /** Absent: the route order is not offered (e.g. in week view). */
  order?: OrderMode;
  onOrder?: (o: OrderMode) => void;
  search: string;
  onSearch: (s: string) => void;
}

/** Two-way switch as one group of buttons; the chosen one is pressed. */
function Toggle<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (v: T) => void;
}) {
  return (
    <Group attached role="group" aria-label={label}>
      {options.map((o) => (
        <Button
          key={o.value}
          size="sm"
          minH="11"
          px={{ base: '2', md: '3' }}
          fontSize={{ base: 'xs', md: 'sm' }}
          variant={value === o.value ? 'solid' : 'outline'}
          colorPalette={value === o.value ? 'green' : 'gray'}
          aria-pressed={value === o.value}
          onClick={() => onChange(o.value)}
        >
          {o.label}
        </Button>
      ))}
    </Group>
  );
}

/**
 * The dashboard's controls folded into one bar on a phone (whose stops, which order, search, and a
 * "More" button for the spec's date, view, filter and day controls); all shown on wider screens.
 * Memoised: the sync engine's writes re-render the screen several times after its first cards, and
 * these controls' styles cost a slow phone more than anything else on it but the cards.
 */
export const DashboardControls = memo(function DashboardControls(p: Props) {
  const [more, setMore] = useState(false);
  const changed = p.mode !== 'day' || p.filter !== 'all' || p.date !== businessToday();
  const bar = usePageBar();
  // Folded away on a phone: not rendered until opened, so a cold start paints the first stop sooner.
  const wide = useMediaQuery(WIDE_SCREEN);
  const toggles = (
    <HStack gap={{ base: '1.5', md: '2' }} wrap="wrap" px="3" pb="2" data-testid="dashboard-bar" data-page-bar="">
      <Toggle
        label="Whose stops"
        value={p.scope}
        onChange={p.onScope}
        options={[
          { value: 'mine', label: 'My stops' },
          { value: 'all', label: 'All stops' },
        ]}
      />
      {p.order && p.onOrder && (
        <Toggle
          label="Order"
          value={p.order}
          onChange={p.onOrder}
          options={[
            { value: 'route', label: 'Route order' },
            { value: 'address', label: 'By address' },
          ]}
        />
      )}
    </HStack>
  );
  return (
    <Stack gap="2" mb="4">
      {bar ? createPortal(toggles, bar) : toggles}
      <HStack gap="2">
        <InputGroup
          flex="1"
          endElement={
            p.search ? <CloseButton size="xs" aria-label="Clear search" onClick={() => p.onSearch('')} /> : undefined
          }
        >
          <Input
            placeholder="Search by customer, address, job number or notes"
            aria-label="Search tasks"
            minH="11"
            value={p.search}
            onChange={(e) => p.onSearch(e.target.value)}
          />
        </InputGroup>
        <Button
          hideFrom="md"
          size="sm"
          minH="11"
          variant={changed ? 'subtle' : 'outline'}
          aria-expanded={more}
          aria-controls="dashboard-more"
          onClick={() => setMore(!more)}
        >
          {more ? 'Less' : 'More'}
        </Button>
      </HStack>
      <Box id="dashboard-more" display={{ base: more ? 'block' : 'none', md: 'block' }}>
        {(more || wide) && (
          <Suspense fallback={<Box minH="10" />}>
            <MoreControls
              date={p.date}
              onDate={p.onDate}
              mode={p.mode}
              onMode={p.onMode}
              filter={p.filter}
              onFilter={p.onFilter}
              extra={p.extra}
            />
          </Suspense>
        )}
      </Box>
    </Stack>
  );
});
