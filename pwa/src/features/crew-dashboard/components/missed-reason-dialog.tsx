import { Button, Field, Stack, Text } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { Textarea } from '../../../app/late-ui';
import { FormDialog } from '../../../components/form-dialog';
import { MISSED_REASONS, type MissedReason, missedNote } from '../logic/dashboard-logic';

interface Props {
  /** The stop being marked missed, or null when closed. */
  stop: string | null;
  onClose: () => void;
  onConfirm: (note: string) => void;
}

/** Asks why a stop was missed; the answer goes into the task's notes for the office. */
export function MissedReasonDialog({ stop, onClose, onConfirm }: Props) {
  const [reason, setReason] = useState<MissedReason | null>(null);
  const [other, setOther] = useState('');
  const [error, setError] = useState('');

  const close = () => {
    setReason(null);
    setOther('');
    setError('');
    onClose();
  };

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!reason) return setError('Choose a reason');
    if (reason === 'Other' && !other.trim()) return setError('Say what happened');
    const note = missedNote(reason, other);
    close();
    onConfirm(note);
  }

  return (
    <FormDialog
      open={stop !== null}
      onClose={close}
      title="Why was this stop missed?"
      submit={{ form: 'missed-reason', label: 'Mark Missed' }}
    >
      <form id="missed-reason" onSubmit={submit} noValidate aria-label="Missed reason">
        <Stack gap="2">
          {stop && <Text color="fg.muted">{stop}</Text>}
          {MISSED_REASONS.map((r) => (
            <Button
              key={r}
              type="button"
              minH="11"
              justifyContent="flex-start"
              variant={reason === r ? 'solid' : 'outline'}
              colorPalette={reason === r ? 'red' : 'gray'}
              aria-pressed={reason === r}
              onClick={() => {
                setReason(r);
                setError('');
              }}
            >
              {r}
            </Button>
          ))}
          {reason === 'Other' && (
            <Field.Root invalid={!!error && !other.trim()}>
              <Field.Label>What happened?</Field.Label>
              <Textarea value={other} maxLength={500} onChange={(e) => setOther(e.target.value)} autoFocus />
            </Field.Root>
          )}
          {error && (
            <Text color="red.600" role="alert">
              {error}
            </Text>
          )}
        </Stack>
      </form>
    </FormDialog>
  );
}
