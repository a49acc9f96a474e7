import { browserPhotoSuite } from './browser-photo-suite';
import { browserScreenSuite } from './browser-screen-suite';
import { browserSyncSuite } from './browser-sync-suite';
import type { Figures } from './lib';
import { solverSuite } from './solver-suite';

export interface SuiteContext {
  base: string;
  dataDir: string;
  today: string;
  tmp: string;
  /** The built PWA the bench server serves (for the gzip size of the JS a screen loads). */
  distDir: string;
}

/** Browser and solver benchmarks register here. */
export const extraSuites: ((ctx: SuiteContext) => Promise<Figures>)[] = [
  solverSuite,
  browserSyncSuite,
  browserScreenSuite,
  browserPhotoSuite,
];
