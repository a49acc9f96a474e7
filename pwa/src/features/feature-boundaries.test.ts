import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

// One folder per screen group; what two groups share lives in components/ or lib/ (README, code tour).
const FEATURES = resolve(import.meta.dirname);
const SOURCE = /\.(ts|tsx)$/;
// Static imports, re-exports and lazy import() calls with a relative path.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

/** The feature folder a path lies in, or null outside pwa/src/features. */
function featureOf(path: string): string | null {
  const rel = relative(FEATURES, path);
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0] ?? null;
}

/** Every import from one feature folder into another, as 'file -> imported path'. */
function crossFeatureImports(files: readonly string[]): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = featureOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? '');
      const other = featureOf(target);
      if (other && other !== own) found.push(`${relative(FEATURES, file)} -> ${relative(FEATURES, target)}`);
    }
  }
  return found;
}

describe('feature folders', () => {
  it('import nothing from another feature folder', () => {
    expect(crossFeatureImports(sourceFiles(FEATURES))).toEqual([]);
  });

  it('are not reached into by the shared folders; the app shell only loads their screens lazily', () => {
    const src = resolve(FEATURES, '..');
    const shared = ['components', 'lib', 'db', 'api', 'sync'].flatMap((d) => sourceFiles(join(src, d)));
    expect(crossFeatureImports(shared)).toEqual([]);
    const eager = sourceFiles(join(src, 'app')).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/\bfrom\s*['"](\.{1,2}\/[^'"]+)['"]/g)]
        .filter((m) => featureOf(resolve(dirname(file), m[1] ?? '')))
        .map((m) => `${relative(src, file)} -> ${m[1]}`),
    );
    expect(eager).toEqual([]);
  });

  it('would notice a static, a type-only and a lazy cross-feature import', () => {
    const a = join(FEATURES, 'dashboard', 'x.tsx');
    const text = [
      "import { paginate } from '../customers/list/logic';",
      "import type { Row } from '../people/row';",
      "const Page = lazy(() => import('../route-planner/page'));",
      "import { fine } from './own-file';",
      "import { shared } from '../../lib/format';",
    ].join('\n');
    const found = [...text.matchAll(IMPORT)].map((m) => featureOf(resolve(dirname(a), m[1] ?? '')));
    expect(found).toEqual(['customers', 'people', 'route-planner', 'dashboard', null]);
  });
});
