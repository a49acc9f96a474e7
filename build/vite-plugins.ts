import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * Writes a Brotli and a gzip copy beside each text file of the build, which the server sends as they are
 * (docs/decisions/0029-crew-startup-over-3g.md): over a slow link the bytes are most of the wait.
 */
export function precompress(): Plugin {
  return {
    name: 'bin-valet-precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const outDir = options.dir ?? '';
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(?:js|css|html|svg|webmanifest|json)$/.test(fileName)) continue;
        const bytes = Buffer.from(output.type === 'chunk' ? output.code : output.source);
        if (bytes.byteLength < 1024) continue;
        const file = join(outDir, fileName);
        writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
      }
    },
  };
}

/**
 * The requests a crew start needs, sent from a small classic script that index.html loads next to the
 * entry (docs/decisions/0029-crew-startup-over-3g.md): GET /api/auth/me and the chunks of the crew
 * screen; on a device where nobody signed in yet, also today's slice and the sync engine's chunks (a
 * returning crew member's engine starts after the first screen, from the local data). The app takes the
 * answers through pwa/src/lib/early-fetch.ts. The keys and the default zone are the app's
 * (session-store.ts, business-day.ts; checked by build/vite-plugins.test.ts). Its comment lines are
 * left out of the file, which the crew page downloads before its first card.
 */
export function crewStartScript(pathname: string, preload: { screen: string[]; newDevice: string[] }): string {
  return withoutCommentLines(`(function () {
  if (location.pathname !== ${JSON.stringify(pathname)} || !window.fetch) return;
  var get = function (path) {
    var started = fetch(path, { credentials: 'include', cache: 'no-store', priority: 'high' });
    started.catch(function () {});
    return started;
  };
  var early = (window.__binValetEarly = {});
  var me = (early['/api/auth/me'] = get('/api/auth/me'));
  // After the data requests, which are small and wait for nothing else.
  var preload = function (hrefs) {
    hrefs.forEach(function (href) {
      var link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.appendChild(link);
    });
  };
  preload(${JSON.stringify(preload.screen)});
  try {
    if (localStorage.getItem(${JSON.stringify(LAST_USER_KEY)})) return;
    preload(${JSON.stringify(preload.newDevice)});
    var zone = localStorage.getItem(${JSON.stringify(BUSINESS_TZ_KEY)}) || ${JSON.stringify(DEFAULT_TZ)};
    var date = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
    var path = '/api/sync/today?date=' + date;
    early[path] = me.then(function (res) { return res.ok ? get(path) : null; }, function () { return null; });
  } catch (e) {}
})();
`);
}

/**
 * A hand-written start script without its comment lines: the file is served as written, and each page
 * that loads it downloads it before its first card.
 */
export const withoutCommentLines = (script: string): string => script.replace(/^\s*\/\/.*\n/gm, '');

export const LAST_USER_KEY = 'bv-last-user';
export const BUSINESS_TZ_KEY = 'bin-valet.business-tz';
export const DEFAULT_TZ = 'America/Los_Angeles';
const CREW_START_FILE = 'crew-start.js';

/**
 * On `pathname`, the crew start script asks for the chunks of the `screen` module (and what they import)
 * next to the entry's, and on a new device those of the `newDevice` modules too, instead of after the
 * entry has run and imported them: over a 400 ms link each wave of requests costs seconds. Other pages
 * download none of it.
 */
export function crewStart(pathname: string, modules: { screen: string[]; newDevice: string[] }): Plugin {
  let script = '';
  return {
    name: 'bin-valet-crew-start',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        if (!ctx.bundle) return html;
        const chunks = new Map<string, OutputChunk>();
        for (const output of Object.values(ctx.bundle))
          if (output.type === 'chunk') chunks.set(output.fileName, output);
        const walk = (fileName: string, into: Set<string>) => {
          if (into.has(fileName)) return;
          into.add(fileName);
          for (const imported of chunks.get(fileName)?.imports ?? []) walk(imported, into);
        };
        const withEntry = new Set<string>();
        for (const chunk of chunks.values()) if (chunk.isEntry) walk(chunk.fileName, withEntry);
        const chunksOf = (names: string[], loaded: Set<string>) => {
          const wanted = new Set<string>();
          for (const module of names) {
            const chunk = [...chunks.values()].find((c) => c.moduleIds.some((id) => id.endsWith(module)));
            if (!chunk) throw new Error(`crewStart: no chunk holds ${module}`);
            walk(chunk.fileName, wanted);
          }
          return [...wanted].filter((f) => !loaded.has(f));
        };
        const screen = chunksOf(modules.screen, withEntry);
        const newDevice = chunksOf(modules.newDevice, new Set([...withEntry, ...screen]));
        const href = (f: string) => `/${f}`;
        script = crewStartScript(pathname, { screen: screen.map(href), newDevice: newDevice.map(href) });
        // Parser-blocking and first in the head, so it is fetched at high priority ahead of the chunks.
        return html.replace('</title>', `</title>\n    <script src="/${CREW_START_FILE}"></script>`);
      },
    },
    writeBundle(options) {
      if (script) writeFileSync(join(options.dir ?? '', CREW_START_FILE), script);
    },
  };
}
