import { Box, Stack, Text } from '@chakra-ui/react';

type WithAccess = { accessNotes?: string | null; pinnedNotes?: string[] | null };

/** What a crew member needs to get in: the customer's access text and the office's pinned notes (never the signup's other notes). */
export function accessNotes(c: WithAccess): string[] {
  const out: string[] = [];
  if (c.accessNotes?.trim()) out.push(c.accessNotes.trim());
  for (const n of c.pinnedNotes ?? []) if (n.trim()) out.push(n.trim());
  return out;
}

/** The access notes as a highlighted block; nothing when there are none. */
export function AccessNotes({ customer }: { customer: WithAccess }) {
  const notes = accessNotes(customer);
  if (notes.length === 0) return null;
  return (
    <Box bg="yellow.subtle" borderRadius="md" px="3" py="2" data-testid="access-notes">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted">
        Access notes
      </Text>
      <Stack gap="1">
        {notes.map((n, i) => (
          // Notes have no ids here and never reorder while shown.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <Text key={i} fontSize="sm" whiteSpace="pre-line" overflowWrap="anywhere">
            {n}
          </Text>
        ))}
      </Stack>
    </Box>
  );
}
