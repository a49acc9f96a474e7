import { lighthouseOnDemo } from './lighthouse';
import { formatTable } from './targets';

/** npm run lighthouse: the phone pages' Lighthouse scores, into bench/results/lighthouse.json. */
const figures = await lighthouseOnDemo();
console.log(`\n${formatTable(figures)}`);
console.log('\nwritten to bench/results/lighthouse.json');
process.exit(0);
