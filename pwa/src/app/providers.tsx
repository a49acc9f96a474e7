import { ChakraProvider } from '@chakra-ui/react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { loadWhenOnline } from '../lib/load-when-online';
import { firstSystem, globalsInPage, providedSystem } from './theme';
import { useToastRegionWanted } from './toaster';

// Toasts are never part of the first screen; the region's components load with the first toast (toaster.ts).
const Toaster = lazy(() => loadWhenOnline(() => import('./toaster-view')).then((m) => ({ default: m.Toaster })));

export function Providers({ children }: { children: ReactNode }) {
  const toasts = useToastRegionWanted();
  // Chosen once: switching systems later would restyle the whole page.
  const [system] = useState(() => providedSystem(firstSystem(), globalsInPage()));
  return (
    <ChakraProvider value={system}>
      {children}
      {toasts && (
        <Suspense fallback={null}>
          <Toaster />
        </Suspense>
      )}
    </ChakraProvider>
  );
}
