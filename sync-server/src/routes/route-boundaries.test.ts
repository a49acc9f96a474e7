import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../app-env';
import { mountApi } from '.';

// One folder per URL resource: routes/<resource>/mount.ts serves /api/<resource>/..., so a URL names its
// folder; what two resources share lives in domain/, http/ or photos/ (README, code tour).
const ROUTES = resolve(import.meta.dirname);
const SRC = resolve(ROUTES, '..');
const SOURCE = /\.ts$/;
// Static imports, re-exports and lazy import() calls with a relative path.
const IMPORT = /(?:\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)['"](\.{1,2}\/[^'"]+)['"]/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return SOURCE.test(name) ? [path] : [];
  });
}

const routeFiles = sourceFiles(ROUTES);
/** Every folder with a mount.ts, as its path under routes/ ('signups', 'admin/employees'). */
const resources = [...new Set(routeFiles.map((f) => relative(ROUTES, dirname(f))))]
  .filter((dir) => dir !== '' && existsSync(join(ROUTES, dir, 'mount.ts')))
  .sort();

/** The route folder a path lies in ('' for routes/ itself), or null outside sync-server/src/routes. */
function resourceOf(path: string): string | null {
  const rel = relative(ROUTES, path);
  if (rel.startsWith('..')) return null;
  const dir = rel.includes(sep) ? dirname(rel).split(sep).join('/') : '';
  return resources.find((r) => dir === r || dir.startsWith(`${r}/`)) ?? dir;
}

/** Every import from a file into a route folder other than its own, as 'file -> imported path'. */
function crossResourceImports(files: readonly string[], allowed: (target: string) => boolean): string[] {
  const found: string[] = [];
  for (const file of files) {
    const own = resourceOf(file);
    for (const match of readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const target = resolve(dirname(file), match[1] ?? '');
      const other = resourceOf(target);
      if (other !== null && other !== own && !allowed(target))
        found.push(`${relative(SRC, file)} -> ${relative(SRC, target)}`);
    }
  }
  return found;
}

/** Method and path of every route a mount registers, middleware included. */
function routesOf(mount: (app: Hono<AppEnv>) => void): string[] {
  const app = new Hono<AppEnv>();
  mount(app);
  return app.routes.map((r) => `${r.method} ${r.path}`);
}

type MountFile = { mount: (app: Hono<AppEnv>) => void };
const mountOf = (resource: string): Promise<MountFile> => import(join(ROUTES, resource, 'mount.ts'));

const isInside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

describe('server route folders', () => {
  it('are the URL resources, and every route file lies in one', () => {
    expect(resources).toContain('signups');
    expect(resources).toContain('customers');
    expect(resources).toContain('admin/employees');
    const stray = routeFiles
      .filter((f) => !resources.includes(resourceOf(f) ?? ''))
      .map((f) => relative(ROUTES, f))
      .filter((f) => f !== 'index.ts' && f !== 'route-boundaries.test.ts');
    expect(stray).toEqual([]);
  });

  it('import nothing from another route folder; routes/index.ts only their mount files', () => {
    const inFolders = routeFiles.filter((f) => resources.includes(resourceOf(f) ?? ''));
    expect(crossResourceImports(inFolders, () => false)).toEqual([]);
    const isMount = (target: string) => resources.some((r) => target === join(ROUTES, r, 'mount'));
    expect(crossResourceImports([join(ROUTES, 'index.ts')], isMount)).toEqual([]);
  });

  it('are not reached into by the rest of the server, which mounts them through routes/index.ts', () => {
    const rest = sourceFiles(SRC).filter((f) => resourceOf(f) === null && !f.endsWith('.test.ts'));
    expect(crossResourceImports(rest, (target) => target === ROUTES || target === join(ROUTES, 'index'))).toEqual([]);
  });

  it('each serve only paths under /api/<folder>', async () => {
    const outside: string[] = [];
    for (const resource of resources) {
      const { mount } = await mountOf(resource);
      const paths = routesOf(mount);
      expect(paths.length, resource).toBeGreaterThan(0);
      for (const route of paths)
        if (!isInside(route.slice(route.indexOf(' ') + 1), `/api/${resource}`)) outside.push(`${resource}: ${route}`);
    }
    expect(outside).toEqual([]);
  });

  it('together are everything the API mounts besides /api/sync', async () => {
    const byFolders: string[] = [];
    for (const resource of resources) {
      const { mount } = await mountOf(resource);
      byFolders.push(...routesOf(mount));
    }
    const api = routesOf(mountApi).filter((r) => !isInside(r.slice(r.indexOf(' ') + 1), '/api/sync'));
    expect(api.sort()).toEqual(byFolders.sort());
  });

  it('would notice a static, a type-only and a lazy cross-folder import', () => {
    const a = join(ROUTES, 'customers', 'x.ts');
    const text = [
      "import { findCustomer } from '../signups/signups.routes';",
      "import type { Row } from '../admin/employees/access';",
      "const lazy = () => import('../track/track.routes');",
      "import { fine } from './notes.routes';",
      "import { shared } from '../../domain/customer-lookup';",
    ].join('\n');
    const found = [...text.matchAll(IMPORT)].map((m) => resourceOf(resolve(dirname(a), m[1] ?? '')));
    expect(found).toEqual(['signups', 'admin/employees', 'track', 'customers', null]);
  });
});
