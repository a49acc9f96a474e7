import type { PublicRequestDate } from '@bin-valet/schema';
import { Button, CloseButton, Portal, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { Dialog } from '../../../app/late-ui';
import { notify } from '../../../app/toaster';
import { errorText } from '../../../lib/error-text';
import { formatDate } from '../../../lib/format';
import { weekdayLabel } from '../../../lib/labels';
import { CollectionCalendar } from './collection-calendar';

interface Props {
  token: string;
  today: string;
  collectionDay: string;
  /** The customer's actual collection dates, the taken ones marked (greyed in the calendar). */
  dates: readonly PublicRequestDate[];
  /** The button that opens it; the dialog keeps its title. */
  triggerLabel?: string;
}

/** 'Schedule Next Collection': pick an allowed day and send a pending request to the office. */
export function ScheduleCollectionDialog({ token, today, collectionDay, dates, triggerLabel }: Props) {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [date, setDate] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: (collectionDate: string) =>
      api.post(`/api/track/${encodeURIComponent(token)}/schedule-collection`, { collectionDate }),
    onSuccess: () => {
      notify(
        'Collection Scheduled',
        'Your collection request has been sent to your service provider. They will contact you to confirm.',
      );
      setOpen(false);
      setDate(null);
      // The request shows in this page's tracking data and history.
      void queryClient.invalidateQueries({ queryKey: ['api', 'track', token] });
    },
    onError: (err) => notify('Scheduling Failed', errorText(err), 'error'),
  });
  const pending = request.isPending;
  const moved = dates.find((d) => d.collectionDate === date && d.moveReason);

  function submit() {
    if (!date) {
      notify('Date Required', 'Please select a date for collection.', 'error');
      return;
    }
    request.mutate(date);
  }

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size={{ base: 'full', sm: 'md' }}>
      <Dialog.Trigger asChild>
        <Button colorPalette="green" size="sm">
          {triggerLabel ?? 'Schedule Next Collection'}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Schedule Next Collection</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text mb="3" color="gray.700">
                Collections happen on your collection day, {weekdayLabel(collectionDay)}, moved by the city in holiday
                weeks. Choose a collection date; greyed dates are already scheduled or requested.
              </Text>
              <CollectionCalendar today={today} dates={dates} value={date} onChange={setDate} />
              <Text mt="3" fontWeight="medium" aria-live="polite">
                {date ? `Selected: ${formatDate(date, 'EEEE, MMMM d, yyyy')}` : 'No date selected'}
              </Text>
              {moved && (
                <Text mt="1" color="orange.700" data-testid="asked-date-note">
                  {`The city collects on ${formatDate(moved.collectionDate, 'EEE, MMM d')} instead of ${formatDate(moved.regularDate, 'EEE, MMM d')} that week (${moved.moveReason})`}
                </Text>
              )}
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Cancel</Button>
              </Dialog.ActionTrigger>
              <Button colorPalette="green" onClick={submit} loading={pending} loadingText="Scheduling...">
                Schedule Collection
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
