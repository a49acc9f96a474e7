import { ChakraProvider, useChakraContext } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { isFullSystem, offerFullSystem } from './theme';
import { system } from './theme-full';

offerFullSystem(system);

/** The full recipe set for the screens below it; the crew dashboard renders under the smaller one. */
export default function FullTheme({ children }: { children?: ReactNode }) {
  // Under the app's provider already holding the full set (the first screen was a public or office one),
  // a second provider would only write the same global styles again.
  const outer = useChakraContext();
  if (isFullSystem(outer)) return <>{children}</>;
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
