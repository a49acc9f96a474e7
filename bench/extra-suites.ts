import { browserPhotoSuite } from './browser-photo-suite';
import { browserScreenSuite } from './browser-screen-suite';
import { browserSyncSuite } from './browser-sync-suite';
import { dispatchSuite } from './dispatch-suite';
import type { Figures } from './lib';
import { solverSuite } from './solver-suite';
import type { SuiteContext } from './suite-context';

/** Browser and solver benchmarks register here. */
export const extraSuites: ((ctx: SuiteContext) => Promise<Figures>)[] = [
  solverSuite,
  browserSyncSuite,
  browserScreenSuite,
  browserPhotoSuite,
  dispatchSuite,
];
