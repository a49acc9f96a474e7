import { Switch, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { MessagePreferences } from '../../../../schema/messages';
import { api } from '../../api/client';
import { notify } from '../../app/toaster';
import { InfoCard } from './tracking-cards';

/**
 * The customer's own switch for the "bins are at the curb" / "bins are back" messages. The other
 * messages (signup, a missed service, schedule changes, requests) always go out.
 */
export function MessagePreferencesCard({ token }: { token: string }) {
  const path = `/api/track/${encodeURIComponent(token)}/message-preferences`;
  const [prefs, setPrefs] = useState<MessagePreferences | null>(null);
  const [failed, setFailed] = useState(false);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    let live = true;
    api
      .get<MessagePreferences>(path)
      .then((p) => live && setPrefs(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [path]);

  const change = async (binMoves: boolean) => {
    setSaving(true);
    try {
      setPrefs(await api.patch<MessagePreferences>(path, { binMoves }));
      notify('Preference Saved', binMoves ? "We'll tell you when your bins move" : 'No more bins moved messages');
    } catch {
      notify('Could Not Save', 'Please check your connection and try again.', 'error');
    } finally {
      setSaving(false);
    }
  };

  return (
    <InfoCard title="Messages">
      {failed && <Text color="fg.error">Your message settings could not be loaded.</Text>}
      {prefs && (
        <Switch.Root checked={prefs.binMoves} disabled={saving} onCheckedChange={(e) => void change(e.checked)}>
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
