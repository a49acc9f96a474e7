import { type MessageChoices, PREFERENCE_KINDS, type PreferenceChannel, type PreferenceKind } from '@bin-valet/schema';
import { Button, Checkbox, RadioGroup, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { InfoCard } from '../components/tracking-cards';
import { lowerCardKeys } from '../hooks/use-tracking';

const CHANNELS: { value: PreferenceChannel; label: string }[] = [
  { value: 'text', label: 'Texts' },
  { value: 'email', label: 'E-mail' },
  { value: 'none', label: 'No messages' },
];
const KIND_LABELS: Record<PreferenceKind, string> = {
  bins_out: 'Bins at the curb',
  bins_back: 'Bins back',
  missed: 'Missed service',
  schedule_change: 'Schedule changes',
  on_my_way: 'On our way',
  request_answer: 'Answers to my requests',
};

/** How the customer is told (texts, e-mail, nothing) and about what; saved with one button. */
export function MessageChoicesCard({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const key = lowerCardKeys(token).preferences;
  const query = useQuery<MessageChoices>({ queryKey: key });
  // The saved choices until the customer changes one: copied in an effect, they cost a second render of
  // the whole card, an urgent one that a slow phone could not split.
  const [edited, setEdited] = useState<MessageChoices | null>(null);
  const draft = edited ?? query.data ?? null;
  const save = useMutation({
    mutationFn: (choices: MessageChoices) =>
      api.put<MessageChoices>(`/api/track/${encodeURIComponent(token)}/preferences`, choices),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer);
      setEdited(null);
      notify('Preferences Saved', 'We will message you as you chose.');
    },
    onError: () => notify('Could Not Save', 'Please check your connection and try again.', 'error'),
  });

  return (
    <InfoCard title="Messages">
      {query.isError && <Text color="fg.error">Your message settings could not be loaded.</Text>}
      {draft && (
        <Stack gap="3">
          <Text id="message-channel" fontWeight="medium">
            How we reach you
          </Text>
          <RadioGroup.Root
            value={draft.channel}
            onValueChange={(e) => e.value && setEdited({ ...draft, channel: e.value as PreferenceChannel })}
            aria-labelledby="message-channel"
            colorPalette="green"
          >
            <Stack direction="row" gap="4" wrap="wrap">
              {CHANNELS.map((c) => (
                <RadioGroup.Item key={c.value} value={c.value}>
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>{c.label}</RadioGroup.ItemText>
                </RadioGroup.Item>
              ))}
            </Stack>
          </RadioGroup.Root>
          <Stack gap="2">
            {PREFERENCE_KINDS.map((k) => (
              <Checkbox.Root
                key={k}
                checked={draft.kinds[k]}
                disabled={draft.channel === 'none'}
                onCheckedChange={(e) => setEdited({ ...draft, kinds: { ...draft.kinds, [k]: e.checked === true } })}
                colorPalette="green"
              >
                <Checkbox.HiddenInput />
                <Checkbox.Control />
                <Checkbox.Label>{KIND_LABELS[k]}</Checkbox.Label>
              </Checkbox.Root>
            ))}
          </Stack>
          <Button colorPalette="green" disabled={save.isPending} onClick={() => save.mutate(draft)}>
            Save choices
          </Button>
        </Stack>
      )}
    </InfoCard>
  );
}
