import { nextRecyclingDate } from '@bin-valet/schema';
import { Stack, Text } from '@chakra-ui/react';
import { SelectField } from '../../../components/fields';
import { businessToday } from '../../../lib/business-day';
import { recyclingChoices, recyclingSummary } from '../logic/recycling-week';

interface Props {
  anchor: string | null;
  collectionDay: string;
  disabled: boolean;
  onPick: (anchor: string | null) => void;
}

/** Which week the city takes recycling: one of the next two collection days, or every week when not known. */
export function RecyclingWeekField({ anchor, collectionDay, disabled, onPick }: Props) {
  const today = businessToday();
  const choices = recyclingChoices(today, collectionDay);
  const current = anchor ? nextRecyclingDate(anchor, today) : '';
  const options = [
    { value: '', label: 'Every week (not known)' },
    ...choices.map((c) => ({ value: c.value, label: `Every other week from ${c.label}` })),
  ];
  return (
    <Stack gap="1">
      <SelectField
        label="Recycling week"
        size="sm"
        value={choices.some((c) => c.value === current) ? current : ''}
        disabled={disabled}
        options={options}
        onChange={(value) => onPick(value || null)}
      />
      <Text fontSize="sm" color="fg.muted" data-testid="recycling-summary">
        {recyclingSummary(anchor, today)}
      </Text>
    </Stack>
  );
}
