import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Workbox } from 'workbox-window';

/**
 * Service-worker registration (vite-plugin-pwa with registerType 'prompt'): a new version waits until
 * the user chooses "Reload", and the worker is re-checked whenever the app comes back to the front.
 */
let wb: Workbox | null = null;
const listeners = new Set<(waiting: boolean) => void>();

export function registerServiceWorker(): void {
  if (wb || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  wb = new Workbox('/sw.js', { scope: '/' });
  wb.addEventListener('waiting', () => {
    for (const l of listeners) l(true);
  });
  // Once an updated worker takes over (after "Reload"), load the page it serves.
  wb.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void wb.register().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb?.update().catch(() => undefined);
  });
}

/** A small banner offering the new version. */
export function PwaUpdatePrompt() {
  const [waiting, setWaiting] = useState(false);
  useEffect(() => {
    listeners.add(setWaiting);
    return () => {
      listeners.delete(setWaiting);
    };
  }, []);
  if (!waiting) return null;
  return (
    <HStack
      role="status"
      position="fixed"
      bottom="4"
      left="4"
      zIndex="toast"
      bg="bg.panel"
      borderWidth="1px"
      borderRadius="md"
      shadow="md"
      p="3"
      gap="3"
    >
      <Text>A new version is available.</Text>
      <Button size="sm" onClick={() => wb?.messageSkipWaiting()}>
        Reload
      </Button>
      <Button size="sm" variant="ghost" onClick={() => setWaiting(false)}>
        Later
      </Button>
    </HStack>
  );
}
