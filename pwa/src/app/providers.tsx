import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { loadWhenOnline } from '../lib/load-when-online';
import { useIdle } from '../lib/use-idle';
import { firstSystem, globalsInPage, providedSystem } from './theme';

// Toasts are never part of the first screen; the region's components load just after it.
const Toaster = lazy(() => loadWhenOnline(() => import('./toaster-view')).then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const idle = useIdle();
  // Chosen once: switching systems later would restyle the whole page.
  const [system] = useState(() => providedSystem(firstSystem(), globalsInPage()));
  return (
    <ChakraProvider value={system}>
      {children}
      {idle && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
