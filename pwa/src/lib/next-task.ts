/**
 * Resolves in a new task, so the work after it is not added to the task that is running: a phone's
 * browser can paint and answer a tap in between. `scheduler.yield()` where the browser has it (it keeps
 * the caller ahead of other queued tasks), a message otherwise (not clamped like a nested `setTimeout`).
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(undefined);
  });
}
