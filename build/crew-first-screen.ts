import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_SCREEN_BODY, FIRST_SCREEN_HEAD } from '../pwa/src/app/page-html';
import { chunksBeyondEntry, pageHtml, writtenApp } from './prerender';

/** The folder of dist/ the server reads the crew page from; not served, not precached. */
export const SERVER_DIR = 'server';
export const CREW_PAGE_TEMPLATE = 'crew-page.html';

/**
 * The crew page as the server sends it to a signed-in crew member: the shell (with its global styles) made
 * into a prerendered page whose copy and styles the server fills in per request, its chunks (the screen's
 * and, since only a phone that holds nothing yet shows the copy, the sync engine's) asked for once the copy
 * has painted.
 */
export function crewPageTemplate(shell: string, chunks: string[]): string {
  const page = pageHtml(shell, chunks, FIRST_SCREEN_BODY);
  return page.replace('</head>', `  ${FIRST_SCREEN_HEAD}\n  </head>`);
}

/**
 * Builds what the server needs to render the crew's first screen (docs/decisions/0058-crew-first-screen-from-the-server.md)
 * into dist/server/: the page template, and pwa/src/app/crew-first-screen.tsx built for Node by
 * build/build-crew-renderer.mjs. Runs after the public pages' plugin, whose shell has the global styles.
 */
export function crewFirstScreen(modules: string[]): Plugin {
  const app = writtenApp();
  return {
    name: 'bin-valet-crew-first-screen',
    apply: 'build',
    writeBundle: app.writeBundle,
    closeBundle: {
      sequential: true,
      order: 'post',
      handler() {
        const written = app.get();
        if (!written) return;
        const { outDir, chunks } = written;
        const serverDir = join(outDir, SERVER_DIR);
        const child = spawnSync(process.execPath, ['build/build-crew-renderer.mjs', serverDir], {
          stdio: ['ignore', 'inherit', 'inherit'],
        });
        if (child.status !== 0)
          throw new Error(`crew first screen: building the renderer failed (exit ${child.status})`);
        mkdirSync(serverDir, { recursive: true });
        const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
        const files = chunksBeyondEntry(chunks, modules);
        writeFileSync(join(serverDir, CREW_PAGE_TEMPLATE), crewPageTemplate(shell, files));
      },
    },
  };
}
