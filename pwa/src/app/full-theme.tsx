import { ChakraProvider } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { system } from './theme-full';

/** The full recipe set for the screens below it; the crew dashboard renders under the smaller one. */
export default function FullTheme({ children }: { children?: ReactNode }) {
  return <ChakraProvider value={system}>{children}</ChakraProvider>;
}
