import type { MessagePreferences } from '@bin-valet/schema';
import { Switch, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { notify } from '../../../app/toaster';
import { InfoCard } from './tracking-cards';

/**
 * The customer's own switch for the "bins are at the curb" / "bins are back" messages. The other
 * messages (signup, a missed service, schedule changes, requests) always go out.
 */
export function MessagePreferencesCard({ token }: { token: string }) {
  const queryClient = useQueryClient();
  const key = ['api', 'track', token, 'message-preferences'];
  const query = useQuery<MessagePreferences>({ queryKey: key });
  const prefs = query.data;
  const failed = query.isError;
  const save = useMutation({
    mutationFn: (binMoves: boolean) =>
      api.patch<MessagePreferences>(`/api/track/${encodeURIComponent(token)}/message-preferences`, { binMoves }),
    onSuccess: (answer, binMoves) => {
      queryClient.setQueryData(key, answer);
      notify('Preference Saved', binMoves ? "We'll tell you when your bins move" : 'No more bins moved messages');
    },
    onError: () => notify('Could Not Save', 'Please check your connection and try again.', 'error'),
  });
  const saving = save.isPending;
  const change = (binMoves: boolean) => save.mutate(binMoves);

  return (
    <InfoCard title="Messages">
      {failed && <Text color="fg.error">Your message settings could not be loaded.</Text>}
      {prefs && (
        <Switch.Root checked={prefs.binMoves} disabled={saving} onCheckedChange={(e) => change(e.checked)}>
          <Switch.HiddenInput />
          <Switch.Control>
            <Switch.Thumb />
          </Switch.Control>
          <Switch.Label>Tell me when my bins are at the curb and when they are back</Switch.Label>
        </Switch.Root>
      )}
      <Text fontSize="sm" color="gray.700">
        We always let you know about your signup, a missed service and schedule changes.
      </Text>
    </InfoCard>
  );
}
