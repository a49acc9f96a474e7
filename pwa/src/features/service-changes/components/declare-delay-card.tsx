import type { ServiceChangeResult } from '@bin-valet/schema';
import { Button, Card, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { TextField } from '../../../components/fields';
import { errorText } from '../../../lib/error-text';
import { useCheckedSubmit } from '../../../lib/form-check';
import { serviceChangeApplied } from '../hooks/use-service-changes';
import { blankDelay, checkDelay, type DelayBody, type DelayForm, delaySentence } from '../logic/service-changes-logic';

/** The office's quick form: opens on today's snow delay, so declaring it is one click. */
export function DeclareDelayCard({ today }: { today: string }) {
  const queryClient = useQueryClient();
  const [form, setForm] = useState<DelayForm>(() => blankDelay(today));
  const set = (patch: Partial<DelayForm>) => setForm((f) => ({ ...f, ...patch }));
  const declare = useMutation({
    mutationFn: (body: DelayBody) => api.post<ServiceChangeResult>('/api/service-changes', body),
    onSuccess: (answer) => {
      notify('Delay declared', `${delaySentence(form, today)}: ${answer.jobsMoved} jobs moved`, 'success');
      setForm(blankDelay(today));
      void serviceChangeApplied(queryClient);
    },
    onError: (err) => notify('Error', errorText(err, 'Failed to declare the delay'), 'error'),
  });
  const { errors, submit } = useCheckedSubmit(declare, () => checkDelay(form));
  const sentence = delaySentence(form, today);
  return (
    <Card.Root>
      <Card.Body>
        <form onSubmit={submit} aria-label="Declare a delay" noValidate>
          <Stack gap="4">
            <Heading as="h2" size="md">
              Declare a delay
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              Snow, ice or a city announcement: every still-scheduled job collected in these days moves later, with both
              its tasks. Crew phones get the new dates at their next sync.
            </Text>
            <SimpleGrid columns={{ base: 1, md: 4 }} gap="3">
              <TextField label="Reason" value={form.name} onChange={(name) => set({ name })} error={errors.name} />
              <TextField
                label="From"
                type="date"
                value={form.startDate}
                onChange={(startDate) => set({ startDate, endDate: [form.endDate, startDate].sort()[1] })}
                error={errors.startDate}
              />
              <TextField
                label="To"
                type="date"
                value={form.endDate}
                onChange={(endDate) => set({ endDate })}
                error={errors.endDate}
              />
              <TextField
                label="Days later"
                type="number"
                min={1}
                max={7}
                value={form.shiftDays}
                onChange={(shiftDays) => set({ shiftDays })}
                error={errors.shiftDays}
              />
            </SimpleGrid>
            <Stack direction={{ base: 'column', md: 'row' }} gap="3" align={{ md: 'center' }}>
              <Button
                type="submit"
                minH="44px"
                colorPalette="orange"
                loading={declare.isPending}
                loadingText="Declaring..."
              >
                Declare delay
              </Button>
              {sentence && (
                <Text fontWeight="medium" data-testid="delay-sentence">
                  {sentence}
                </Text>
              )}
            </Stack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
