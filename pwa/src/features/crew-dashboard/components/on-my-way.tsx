import { Button, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { crewActions } from '../../../sync/hooks';

const sentKey = (taskId: number) => `bv-on-my-way:${taskId}`;
/** Also rendered where there is no storage (the server's first screen): nothing was sent from there. */
function wasSent(taskId: number): boolean {
  try {
    return localStorage.getItem(sentKey(taskId)) !== null;
  } catch {
    return false;
  }
}

/**
 * "On my way": the customer gets one text per stop (the server keeps it to one); queued like any tap,
 * so it goes out when an offline phone's push arrives. This phone remembers it was sent. Right after
 * Navigate it is offered up front (`prompt` names the customer), where the thumb already is.
 */
export function OnMyWay({ taskId, prompt }: { taskId: number; prompt?: string }) {
  const [sent, setSent] = useState(() => wasSent(taskId));
  const send = () => {
    localStorage.setItem(sentKey(taskId), new Date().toISOString());
    setSent(true);
    void crewActions.sendOnMyWay({ taskId });
  };
  const button = (
    <Button
      size="sm"
      minH="11"
      variant={prompt && !sent ? 'solid' : 'outline'}
      colorPalette="blue"
      disabled={sent}
      onClick={send}
    >
      {sent ? 'Customer told you are on your way' : 'On my way'}
    </Button>
  );
  if (!prompt || sent) return button;
  return (
    <Stack gap="1" bg="blue.subtle" borderRadius="md" p="2" data-testid="on-my-way-offer">
      <Text fontSize="sm">Heading to {prompt}? Let them know you are on the way.</Text>
      {button}
    </Stack>
  );
}
