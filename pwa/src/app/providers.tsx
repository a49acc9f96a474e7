import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense } from 'react';
import { useIdle } from '../lib/use-idle';
import { crewSystem } from './theme';

// Toasts are never part of the first screen; the region's components load just after it.
const Toaster = lazy(() => import('./toaster-view').then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const idle = useIdle();
  return (
    <ChakraProvider value={crewSystem}>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
