/**
 * The moment the first screen with content is up (the crew dashboard's first cards): work that can
 * wait, like starting the sync engine on a warm start, waits for it, or for `fallbackMs` on screens
 * that never say (docs/decisions/0029-crew-startup-over-3g.md).
 */
let shown: () => void = () => undefined;
const firstScreen = new Promise<void>((resolve) => {
  shown = resolve;
});

/** Called by a screen once its first content is rendered; later calls do nothing. */
export const markFirstScreen = (): void => shown();

export const afterFirstScreen = (fallbackMs: number): Promise<void> =>
  Promise.race([firstScreen, new Promise<void>((resolve) => setTimeout(resolve, fallbackMs))]);
