import { type Customer, WEEKDAYS } from '@bin-valet/schema';
import { Button, Card, Checkbox, Flex, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { SelectField } from '../../../components/fields';
import { BIN_QUANTITY_OPTIONS, OptionSelect, optionsOf } from '../../../components/option-select';
import { binSummary } from '../../../lib/format';
import { weekdayLabel } from '../../../lib/labels';
import { serviceRateText } from '../../../lib/pricing';
import { invalidateTaskViews } from '../../../lib/query-client';
import { useCustomerSaved } from '../hooks/use-customer-saved';
import { BINS, type BinKey, binQtyPatch, binServicePatch, shownQty } from '../logic/bin-services';
import { CurrentSchedule } from './current-schedule';
import { RecyclingWeekField } from './recycling-week-field';
import { type DayChange, SERVICE_DAY_LABELS, ServiceDayDialog, type ServiceDayField } from './service-day-dialog';

interface Props {
  customer: Customer;
  onManageSchedule: () => void;
}

const DAY_FIELDS = Object.keys(SERVICE_DAY_LABELS) as ServiceDayField[];

/**
 * Service Information: service days, schedule, bins included, with the bin and day edits
 * (docs/architecture.md §5.3).
 */
export function ServiceInfoCard({ customer: c, onManageSchedule }: Props) {
  const queryClient = useQueryClient();
  const saved = useCustomerSaved();
  const [dayChange, setDayChange] = useState<DayChange | null>(null);
  // Each write answers the saved customer, which the page shows at once.
  const bins = useMutation({
    mutationFn: ({ body }: { body: Record<string, boolean | number | string | null>; failure: string }) =>
      api.patch<Customer>(`/api/signups/${c.id}`, body),
    onSuccess: (updated) => {
      saved(updated);
      notify('Service Updated', 'Bin services have been updated.');
    },
    onError: (_err, { failure }) => notify('Error', failure, 'error'),
  });
  const day = useMutation({
    mutationFn: ({ change, updateJobs }: { change: DayChange; updateJobs: boolean }) =>
      api.patch<Customer>(`/api/signups/${c.id}`, { [change.field]: change.to, updateJobs }),
    onSuccess: (updated, { updateJobs }) => {
      saved(updated);
      // The jobs may have moved to the new day: every view of jobs and tasks asks again.
      void invalidateTaskViews(queryClient);
      notify(
        'Service Day Updated',
        updateJobs ? 'All scheduled jobs have been moved to the new day.' : 'Existing jobs were kept as they are.',
      );
      setDayChange(null);
    },
    onError: () => notify('Error', 'Failed to update service day', 'error'),
  });
  const pending = bins.isPending || day.isPending;
  const patchBins = (body: Record<string, boolean | number | string | null>, failure: string) =>
    bins.mutate({ body, failure });

  return (
    <Card.Root>
      <Card.Header>
        <Flex justify="space-between" align="center" gap="2" wrap="wrap">
          <Card.Title as="h2">Service Information</Card.Title>
          <Button size="sm" variant="outline" onClick={onManageSchedule}>
            Manage Service Schedule
          </Button>
        </Flex>
      </Card.Header>
      <Card.Body>
        <Stack gap="5">
          <Stack gap="2">
            <Text fontWeight="semibold">Service Days</Text>
            {/* Side by side only while each select still shows a whole 'Wednesday'. */}
            <SimpleGrid minChildWidth="10rem" gap="3">
              {DAY_FIELDS.map((field) => (
                <SelectField
                  key={field}
                  label={SERVICE_DAY_LABELS[field]}
                  value={c[field]}
                  size="sm"
                  disabled={pending}
                  options={optionsOf(WEEKDAYS, weekdayLabel)}
                  onChange={(to) => to !== c[field] && setDayChange({ field, from: c[field], to })}
                />
              ))}
            </SimpleGrid>
          </Stack>
          <Stack gap="1">
            <Text fontWeight="semibold">Service Schedule</Text>
            <CurrentSchedule customer={c} />
            <Text>Rate: {serviceRateText(c.serviceRate)}</Text>
          </Stack>
          <Stack gap="2">
            <Text fontWeight="semibold">Bins Included</Text>
            <Text color="fg.muted" fontSize="sm">
              {binSummary(c) || 'No bin services'}
            </Text>
            {BINS.map((bin) => (
              <BinRow
                key={bin.key}
                binKey={bin.key}
                label={bin.label}
                needs={c[bin.needs]}
                qty={shownQty(c[bin.needs], c[bin.qty])}
                disabled={pending}
                onToggle={(on) => patchBins(binServicePatch(bin.key, on), 'Failed to update bin service')}
                onQty={(q) => patchBins(binQtyPatch(bin.key, q), 'Failed to update bin quantity')}
              />
            ))}
            {c.needsRecycling && (
              <RecyclingWeekField
                anchor={c.recyclingAnchorDate}
                collectionDay={c.collectionDay}
                disabled={pending}
                onPick={(anchor) => patchBins({ recyclingAnchorDate: anchor }, 'Failed to update the recycling week')}
              />
            )}
          </Stack>
        </Stack>
      </Card.Body>
      <ServiceDayDialog
        change={dayChange}
        pending={pending}
        onCancel={() => setDayChange(null)}
        onChoose={(updateJobs) => dayChange && day.mutate({ change: dayChange, updateJobs })}
      />
    </Card.Root>
  );
}

interface BinRowProps {
  binKey: BinKey;
  label: string;
  needs: boolean;
  qty: number;
  disabled: boolean;
  onToggle: (on: boolean) => void;
  onQty: (qty: number) => void;
}

function BinRow({ binKey, label, needs, qty, disabled, onToggle, onQty }: BinRowProps) {
  return (
    <HStack justify="space-between" data-testid={`bin-${binKey}`}>
      <Checkbox.Root checked={needs} disabled={disabled} onCheckedChange={(e) => onToggle(e.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{label}</Checkbox.Label>
      </Checkbox.Root>
      <OptionSelect
        aria-label={`${label} quantity`}
        value={needs ? String(qty) : ''}
        onChange={(q) => onQty(Number(q))}
        placeholder={needs ? undefined : '0'}
        options={BIN_QUANTITY_OPTIONS}
        root={{ size: 'sm', w: '24', disabled: disabled || !needs }}
      />
    </HStack>
  );
}
