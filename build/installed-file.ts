import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

/**
 * The text of a file inside an installed package (`@scope/name/dist/…`), for the tests of the plugins that
 * rewrite one: packages' exports seldom list their dist files, so the path is taken from the package's
 * resolved entry.
 */
export function installedFile(module: string): string {
  return readFileSync(installedPath(module), 'utf8');
}

/** Where that file is. */
export function installedPath(module: string): string {
  const [scope, name, ...rest] = module.split('/');
  const pkg = `${scope}/${name}`;
  const entry = createRequire(import.meta.url).resolve(pkg);
  const root = entry.slice(0, entry.lastIndexOf(`/${pkg}/`) + pkg.length + 2);
  return join(root, ...rest);
}
