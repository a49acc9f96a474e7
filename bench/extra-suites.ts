import { browserPhotoSuite } from './browser-photo-suite';
import { browserScreenSuite } from './browser-screen-suite';
import { browserSyncSuite } from './browser-sync-suite';
import { dispatchSuite } from './dispatch-suite';
import type { Figures } from './lib';
import { lighthouseOnDemo } from './lighthouse';
import { solverSuite } from './solver-suite';
import type { SuiteContext } from './suite-context';

/** Browser and solver benchmarks register here. */
export const extraSuites: ((ctx: SuiteContext) => Promise<Figures>)[] = [
  solverSuite,
  browserSyncSuite,
  browserScreenSuite,
  browserPhotoSuite,
  dispatchSuite,
  // Its own demo server: Lighthouse scores the pages a new visitor opens, on the demo's neighbourhood.
  async function lighthouseSuite() {
    return lighthouseOnDemo();
  },
];
