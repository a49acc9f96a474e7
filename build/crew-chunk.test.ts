import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { rolldown } from 'rolldown';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crewChunkGroup } from './crew-chunk';

/** A small app bundled the way vite.config.ts bundles ours: a crew screen, a public page and what they share. */
const APP: Record<string, string> = {
  'main.ts': `export const crew = () => import('./stops-screen'); export const login = () => import('./login-page');
export const office = () => import('./office-page'); export const later = () => import('./dialog');`,
  'stops-screen.ts': `import { card } from './card'; import { route } from './route'; import { label } from './labels';
export const page = () => card() + route() + label() + import('./dialog');`,
  'card.ts': `import { label } from './labels'; import { height } from './header';
export const card = () => 'card ' + label() + height;`,
  'route.ts': `import { dialog } from './dialog'; export const route = () => 'route ' + dialog();`,
  'dialog.ts': `export const dialog = () => 'dialog';`,
  'labels.ts': `export const label = () => 'label';`,
  'login-page.ts': `import { label } from './labels'; export const page = () => 'login ' + label() + import('./toast');`,
  'toast.ts': `import { height } from './header'; export const toast = () => 'toast ' + height;`,
  'header.ts': `export const height = 56;`,
  'office-page.ts': `import { route } from './route'; export const page = () => 'office ' + route();`,
};

let dir: string;
let chunks: { fileName: string; modules: string[]; imports: string[] }[];
const chunkOf = (module: string) => chunks.find((c) => c.modules.some((m) => m.endsWith(`/${module}`)));

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'crew-chunk-'));
  const src = join(dir, 'src/');
  mkdirSync(src);
  for (const [name, code] of Object.entries(APP)) writeFileSync(join(src, name), code);
  const bundle = await rolldown({ input: join(src, 'main.ts'), preserveEntrySignatures: 'allow-extension' });
  const { output } = await bundle.generate({
    codeSplitting: {
      groups: [
        crewChunkGroup({ src, crew: ['stops-screen.ts'], public: ['main.ts', 'login-page.ts'], router: 'main.ts' }),
      ],
    },
  });
  await bundle.close();
  chunks = output.flatMap((o) =>
    o.type === 'chunk' ? [{ fileName: o.fileName, modules: o.moduleIds, imports: o.imports }] : [],
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('crewChunkGroup', () => {
  it('puts the modules the crew screen needs and no public page does into one chunk, even those an office page shares', () => {
    expect(chunkOf('card.ts')?.fileName).toMatch(/^crew-/);
    expect(chunkOf('route.ts')).toBe(chunkOf('card.ts'));
  });

  it('leaves out what a public page also needs, so that page never downloads the crew chunk', () => {
    const labels = chunkOf('labels.ts');
    expect(labels).not.toBe(chunkOf('card.ts'));
    // Nor what a public page loads later (a toast region the login page imports dynamically).
    expect(chunkOf('header.ts')).not.toBe(chunkOf('card.ts'));
    expect(chunkOf('login-page.ts')?.imports.some((f) => f.startsWith('crew-'))).toBe(false);
  });

  it('leaves out the screen itself and anything also imported dynamically', () => {
    expect(chunkOf('stops-screen.ts')).not.toBe(chunkOf('card.ts'));
    expect(chunkOf('dialog.ts')).not.toBe(chunkOf('card.ts'));
  });
});
