import { Button, Text } from '@chakra-ui/react';
import { FormDialog } from '../../../components/form-dialog';
import { weekdayLabel } from '../../../lib/labels';

export type ServiceDayField = 'binsToCurbDay' | 'collectionDay' | 'binsToResidenceDay';
export const SERVICE_DAY_LABELS: Record<ServiceDayField, string> = {
  binsToCurbDay: 'Bins to Curb Day',
  collectionDay: 'Collection Day',
  binsToResidenceDay: 'Bins to Residence Day',
};

export interface DayChange {
  field: ServiceDayField;
  from: string;
  to: string;
}

interface Props {
  change: DayChange | null;
  pending: boolean;
  onCancel: () => void;
  onChoose: (updateJobs: boolean) => void;
}

/**
 * Service Day Changed (docs/architecture.md §5.3): move every scheduled job to the new day, or keep the
 * current ones.
 */
export function ServiceDayDialog({ change, pending, onCancel, onChoose }: Props) {
  return (
    <FormDialog
      open={change !== null}
      onClose={onCancel}
      title="Service Day Changed"
      role="alertdialog"
      footer={
        <>
          <Button variant="outline" onClick={() => onChoose(false)} disabled={pending}>
            Keep Current Jobs
          </Button>
          <Button colorPalette="green" onClick={() => onChoose(true)} loading={pending}>
            Update All Scheduled Jobs
          </Button>
        </>
      }
    >
      {change && (
        <Text>
          {SERVICE_DAY_LABELS[change.field]} changes from {weekdayLabel(change.from)} to {weekdayLabel(change.to)}. Do
          you want to update all scheduled jobs to the new day, or keep the current ones as they are?
        </Text>
      )}
    </FormDialog>
  );
}
