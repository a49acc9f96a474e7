import type { CustomerNote } from '@bin-valet/schema';
import { Badge, Box, Button, Card, Field, HStack, Stack, Text } from '@chakra-ui/react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useState } from 'react';
import { api } from '../../../api/client';
import { Textarea } from '../../../app/late-ui';
import { notify } from '../../../app/toaster';
import { formatDate } from '../../../lib/format';
import { noteTextProblem, orderNotes } from '../logic/notes-order';

/**
 * Notes: add a note, pin or unpin; pinned notes first. The customer's access text shows above them
 * (crew see it, with the pinned notes, on every stop's card), then the signup's other notes (office only).
 */
export function NotesCard({
  customerId,
  signupNotes,
  accessNotes,
}: {
  customerId: number;
  signupNotes?: string | null;
  accessNotes?: string | null;
}) {
  const queryClient = useQueryClient();
  const notesKey = ['api', 'customers', customerId, 'notes'];
  const notes = useQuery<CustomerNote[]>({ queryKey: notesKey });
  const [text, setText] = useState('');
  const [error, setError] = useState('');
  const refetchNotes = () => queryClient.invalidateQueries({ queryKey: notesKey });
  const addNote = useMutation({
    mutationFn: (noteText: string) => api.post(`/api/customers/${customerId}/notes`, { noteText }),
    onSuccess: async () => {
      setText('');
      notify('Note Added', 'The note has been saved.');
      await refetchNotes();
    },
    onError: () => notify('Error', 'Failed to add note. Please try again.', 'error'),
  });
  const pin = useMutation({
    mutationFn: (note: CustomerNote) => api.patch(`/api/customer-notes/${note.id}/pin`, { isPinned: !note.isPinned }),
    onSuccess: () => refetchNotes(),
    onError: () => notify('Error', 'Failed to update pin status. Please try again.', 'error'),
  });
  const pending = addNote.isPending;

  useEffect(() => {
    if (notes.error) notify('Error loading notes', 'Please try refreshing the page', 'error');
  }, [notes.error]);

  function add(e: FormEvent) {
    e.preventDefault();
    const problem = noteTextProblem(text);
    if (problem) {
      setError(problem);
      return;
    }
    setError('');
    addNote.mutate(text.trim());
  }

  const ordered = orderNotes(notes.data ?? []);
  return (
    <Card.Root>
      <Card.Header>
        <Card.Title as="h2">Notes</Card.Title>
      </Card.Header>
      <Card.Body>
        <Stack gap="4">
          {accessNotes?.trim() && (
            <Box borderWidth="1px" borderRadius="md" p="3" bg="yellow.subtle" data-testid="customer-access-notes">
              <Text fontSize="xs" color="fg.muted">
                Access · shown to the crew with pinned notes
              </Text>
              <Text whiteSpace="pre-wrap">{accessNotes.trim()}</Text>
            </Box>
          )}
          {signupNotes?.trim() && (
            <Box borderWidth="1px" borderRadius="md" p="3" data-testid="signup-notes">
              <Text fontSize="xs" color="fg.muted">
                From signup · for the office only
              </Text>
              <Text whiteSpace="pre-wrap">{signupNotes.trim()}</Text>
            </Box>
          )}
          <form onSubmit={add} noValidate>
            <Stack gap="2">
              <Field.Root invalid={Boolean(error)}>
                <Field.Label>Add a note</Field.Label>
                <Textarea value={text} onChange={(e) => setText(e.target.value)} rows={3} name="noteText" />
                <Field.ErrorText>{error}</Field.ErrorText>
              </Field.Root>
              <Button type="submit" size="sm" colorPalette="green" alignSelf="start" loading={pending}>
                Add Note
              </Button>
            </Stack>
          </form>
          {notes.isPending && <Text color="fg.muted">Loading notes...</Text>}
          {notes.data && ordered.length === 0 && !signupNotes?.trim() && !accessNotes?.trim() && (
            <Text color="fg.muted">No notes yet</Text>
          )}
          {ordered.map((n) => (
            <Box
              key={n.id}
              borderWidth="1px"
              borderRadius="md"
              p="3"
              bg={n.isPinned ? 'yellow.subtle' : undefined}
              data-testid="note-card"
            >
              <HStack justify="space-between" align="start">
                <Stack gap="1" minW="0">
                  <HStack gap="2" fontSize="xs" color="fg.muted">
                    {n.isPinned && <Badge colorPalette="yellow">Pinned</Badge>}
                    <Text>
                      {n.adminUsername} · {formatDate(n.createdAt, 'MMM d, yyyy h:mm a')}
                    </Text>
                  </HStack>
                  <Text whiteSpace="pre-wrap">{n.noteText}</Text>
                </Stack>
                <Button size="xs" variant="ghost" onClick={() => pin.mutate(n)}>
                  {n.isPinned ? 'Unpin' : 'Pin'}
                </Button>
              </HStack>
            </Box>
          ))}
        </Stack>
      </Card.Body>
    </Card.Root>
  );
}
