import { Button, HStack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import type { Workbox } from 'workbox-window';

/**
 * Service-worker registration (vite-plugin-pwa with registerType 'prompt'): a new version waits until
 * the user chooses "Reload", and the worker is re-checked whenever the app comes back to the front.
 * It starts a moment after the page starts, when the browser is idle: an installed worker serves the
 * app already, and a new one need not compete with the first screen's downloads
 * (docs/decisions/0029-crew-startup-over-3g.md). It does not wait on React, so a first screen that
 * fails to render still gets the worker (and with it the next version).
 */
let wb: Workbox | null = null;
let registering = false;
const listeners = new Set<(waiting: boolean) => void>();

function registerServiceWorker(): void {
  if (registering || typeof navigator === 'undefined' || !('serviceWorker' in navigator) || import.meta.env.DEV) return;
  registering = true;
  import('workbox-window')
    .then(({ Workbox }) => register(new Workbox('/sw.js', { scope: '/' })))
    .catch(() => {
      registering = false;
    });
}

function register(workbox: Workbox) {
  wb = workbox;
  workbox.addEventListener('waiting', () => {
    for (const l of listeners) l(true);
  });
  // Once an updated worker takes over (after "Reload"), load the page it serves.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register().catch(() => undefined);
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb?.update().catch(() => undefined);
  });
}

/** Registers the service worker once the page has started and the browser is idle, whatever React renders. */
export function registerServiceWorkerWhenIdle(afterMs = 1200): void {
  if (typeof window === 'undefined') return;
  const later = () =>
    setTimeout(() => {
      if (typeof window.requestIdleCallback === 'function')
        window.requestIdleCallback(registerServiceWorker, { timeout: 1000 });
      else registerServiceWorker();
    }, afterMs);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
}

/** A small banner offering a new version of the app. */
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
