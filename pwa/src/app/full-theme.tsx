import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { nextTask } from '../lib/next-task';
import { isFullSystem, offerFullSystem, providedSystem } from './theme';
import { fullSystem, fullSystemInSteps } from './theme-full';

/**
 * Builds the full system in tasks of its own (three: theme-full.ts), after the chunk's modules (Chakra's
 * recipes) were evaluated in theirs: on a phone at a quarter of a laptop's speed the two together blocked
 * a tap for about 200 ms. The router waits for this before it renders a screen under the full set.
 */
export async function prepare(): Promise<void> {
  await nextTask();
  offerFullSystem(await fullSystemInSteps());
}

/** The full recipe set for the screens below it; the crew dashboard renders under the smaller one. */
export default function FullTheme({ children }: { children?: ReactNode }) {
  // Under the app's provider already holding the full set (the first screen was a public or office one),
  // a second provider would only write the same global styles again.
  const outer = useChakraContext();
  if (isFullSystem(outer)) return <>{children}</>;
  // The global styles are the same for both systems and already written, by the build or by the app's own
  // provider: never a second time here.
  return <ChakraProvider value={providedSystem(fullSystem(), true)}>{children}</ChakraProvider>;
}
