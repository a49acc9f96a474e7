import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';
import { globalStyleTags, inertCopy, PRERENDERED_ID, stylesToHead } from '../pwa/src/app/page-html';
import { LAST_USER_KEY, withoutCommentLines } from './vite-plugins';

type OutputChunk = Rolldown.OutputChunk;

/** A public page: where it is served, what it renders when prerendered, and the modules of its screen. */
export interface PublicPage {
  name: string;
  /** The server's routes for it, in Hono's syntax ('/track/:token'). */
  paths: string[];
  /** The address rendered at build time (a tracking link's token does not change the page's frame). */
  renders: string;
  modules: string[];
  /** A small script the page loads beside the entry, to start its data requests before the app's code arrives. */
  start?: { file: string; code: string };
}

/**
 * A tracking page's three reads (the keys of features/tracking/hooks/use-tracking.ts, checked by
 * build/prerender.test.ts), started by the page itself: the app takes the answers through
 * pwa/src/lib/early-fetch.ts instead of asking once its code has run.
 */
export function trackingStartScript(): string {
  return `(function () {
  var m = /^\\/track\\/([^/]+)$/.exec(location.pathname);
  if (!m || !window.fetch) return;
  var token;
  try { token = decodeURIComponent(m[1]); } catch (e) { return; }
  var base = '/api/track/' + encodeURIComponent(token);
  var early = (window.__binValetEarly = window.__binValetEarly || {});
  [base, base + '/services', base + '/upcoming-services'].forEach(function (path) {
    var started = fetch(path, { credentials: 'include' });
    started.catch(function () {});
    early[path] = started;
  });
})();
`;
}

/** The public pages' loader, beside index.html: it asks for the app once the copy has painted. */
export const APP_START_FILE = 'app-start.js';

/**
 * What the loader's worker runs: one date formatter, then it ends. A browser process loads the locale's
 * date data with its first date formatter (10-20 ms of the main thread, four times that on a phone) and
 * keeps it, so the page's own formatters then find it loaded (docs/decisions/0060). From a blob, so it
 * starts without a request queued behind the app's downloads; the content security policy allows it.
 */
export const INTL_WARM_SOURCE = "new Intl.DateTimeFormat('en-US',{timeZone:'UTC'}).format(0);close()";

/**
 * Asks for the app's entry and the screen's chunks (named by the script tag's data-entry and data-preload)
 * once the copy has painted. Asked for from the HTML, the entry arrives on a fast link before the first
 * paint and the browser runs it first: a slow phone then shows nothing until the app has rendered.
 * Its comment lines are left out of the file: every page downloads it before its first card.
 */
export function appStartScript(): string {
  return withoutCommentLines(`(function () {
  var me = document.currentScript;
  var started = false;
  function start() {
    if (started) return;
    started = true;
    var head = document.head;
    var hrefs = (me.getAttribute('data-preload') || '').split(' ').filter(Boolean);
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = '';
    entry.src = me.getAttribute('data-entry');
    head.appendChild(entry);
    // The date data worker (INTL_WARM_SOURCE), while the app's code downloads: in a task of its own,
    // as starting a worker takes a slow phone's main thread as long as asking for the entry.
    setTimeout(function () {
      try {
        new Worker(URL.createObjectURL(new Blob([${JSON.stringify(INTL_WARM_SOURCE)}])));
      } catch (e) {}
    }, 0);
    // The first read of localStorage loads the site's storage into the page, up to 10 ms of the main
    // thread in a browser just started: done in a task of its own, not in the app's module evaluation.
    setTimeout(function () {
      try {
        localStorage.getItem(${JSON.stringify(LAST_USER_KEY)});
      } catch (e) {}
    }, 0);
    // Six preloads per task, from the task after the entry's: each one inserted costs a slow phone several
    // milliseconds, and all should be in before the app starts, which otherwise inserts the missing ones
    // itself, in one long task.
    setTimeout(function next() {
      hrefs.splice(0, 6).forEach(function (href) {
        var link = document.createElement('link');
        link.rel = 'modulepreload';
        link.crossOrigin = '';
        link.href = href;
        head.appendChild(link);
      });
      if (hrefs.length) setTimeout(next, 0);
    }, 0);
  }
  // A hidden tab paints no frame, so it would never start.
  if (document.visibilityState === 'hidden' || !window.requestAnimationFrame) start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})();
`);
}

/** The folder of dist/ holding the prerendered pages; the server maps each page's paths to its file. */
export const PAGES_DIR = 'pages';
/** Which file answers which route: `{ "/signup": "pages/signup.html" }`. */
export const PAGES_MANIFEST = 'routes.json';
/**
 * The shell with the global styles in its head, for the screens that are not prerendered (the crew's,
 * the office's): the app then finds them there (app/theme.ts, `globalsInPage`) instead of building them
 * and writing them into the page during its first render, about 50 ms on a slow phone.
 */
export function shellWithGlobals(shell: string, globals: string): string {
  if (!shell.includes('</head>')) throw new Error('prerender: index.html has no </head>');
  return shell.replace('</head>', `  ${globals}\n  </head>`);
}

/** The chunks each page's modules need beyond the entry's, in the order a walk of their imports finds them. */
export function chunksBeyondEntry(chunks: OutputChunk[], modules: string[]): string[] {
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const walk = (fileName: string, into: Set<string>) => {
    if (into.has(fileName)) return;
    into.add(fileName);
    for (const imported of byName.get(fileName)?.imports ?? []) walk(imported, into);
  };
  const entry = new Set<string>();
  for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, entry);
  const wanted = new Set<string>();
  for (const module of modules) {
    const chunk = chunks.find((c) => c.moduleIds.some((id) => id.endsWith(module)));
    if (!chunk) throw new Error(`prerender: no chunk holds ${module}`);
    walk(chunk.fileName, wanted);
  }
  return [...wanted].filter((f) => !entry.has(f));
}

/**
 * The page's HTML: the app's shell without the crew start script (a parser-blocking request a public
 * page has no use for), the entry and the screen's chunks asked for by the loader once the copy has
 * painted, and the screen as first rendered, its controls not yet usable.
 */
export function pageHtml(shell: string, chunks: string[], rendered: string, start?: string): string {
  const styles = stylesToHead(rendered);
  const inert = inertCopy(styles.body);
  // The shell's entry and its preloads are asked for by the loader, after the copy has painted.
  const later: string[] = [];
  let entry = '';
  const shellWithoutApp = shell
    .replace(/\s*<script src="\/crew-start\.js"><\/script>/, '')
    .replace(/\s*<script type="module" crossorigin src="([^"]+)"><\/script>/, (_tag, src: string) => {
      entry = src;
      return '';
    })
    .replace(/\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g, (_tag, href: string) => {
      later.push(href);
      return '';
    });
  if (!entry) throw new Error('prerender: index.html has no module entry script');
  const preload = [
    // No rendering before the whole copy is parsed: a first layout of half the page (a card without its
    // form) then grew into the whole one, a layout shift Lighthouse counted in about one run in eight.
    '<link rel="expect" href="#root" blocking="render">',
    // The app's root stays out of the layout while the copy shows, so nothing it shows first (a
    // spinner, a loading state) can paint below the copy and then jump up when the copy goes.
    `<style>#${PRERENDERED_ID}:not([hidden]) ~ #root { display: none }</style>`,
    ...(start ? [`<script src="/${start}" async></script>`] : []),
    styles.head,
    `<script src="/${APP_START_FILE}" data-entry="${entry}" data-preload="${[...later, ...chunks.map((f) => `/${f}`)].join(' ')}" defer></script>`,
  ].join('\n    ');
  const html = shellWithoutApp
    .replace('</head>', `  ${preload}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="${PRERENDERED_ID}">${inert}</div><div id="root"></div>`);
  if (!html.includes(`<div id="${PRERENDERED_ID}">`))
    throw new Error('prerender: index.html has no <div id="root"></div>');
  return html;
}

/** A file with its Brotli and gzip copies, which the server sends to a browser that takes them. */
function writeCompressed(file: string, text: string) {
  writeFileSync(file, text);
  writeFileSync(`${file}.br`, brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
  writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

function renderInChild(paths: string[]): Record<string, string> {
  const child = spawnSync(process.execPath, ['build/render-pages.mjs', ...paths], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  if (child.status !== 0) throw new Error(`prerender: rendering the public pages failed (exit ${child.status})`);
  return JSON.parse(child.stdout) as Record<string, string>;
}

/**
 * The app build's output folder and chunks as its `writeBundle` saw them, for a plugin whose
 * `closeBundle` works on the written files; undefined until a bundle with an entry was written.
 */
export function writtenApp() {
  let written: { outDir: string; chunks: OutputChunk[] } | undefined;
  return {
    writeBundle(options: { dir?: string }, bundle: Rolldown.OutputBundle) {
      const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
      written = options.dir && chunks.some((c) => c.isEntry) ? { outDir: options.dir, chunks } : undefined;
    },
    get: () => written,
  };
}

/**
 * Renders the public pages at build time (pwa/src/app/prerender.tsx, through Vite's SSR loader) into
 * dist/pages/: on a phone over a slow link the page is there with the HTML, and the app replaces it
 * with the same screen once its code has run (docs/decisions/0051-prerendered-public-pages.md).
 */
export function prerenderPublicPages(pages: PublicPage[]): Plugin {
  const app = writtenApp();
  return {
    name: 'bin-valet-prerender',
    apply: 'build',
    writeBundle: app.writeBundle,
    async closeBundle() {
      const written = app.get();
      if (!written) return;
      const { outDir, chunks } = written;
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      const rendered = renderInChild(pages.map((p) => p.renders));
      mkdirSync(join(outDir, PAGES_DIR), { recursive: true });
      writeFileSync(join(outDir, APP_START_FILE), appStartScript());
      const served: Record<string, string> = {};
      for (const page of pages) {
        for (const path of page.paths) served[path] = `${PAGES_DIR}/${page.name}.html`;
        const html = pageHtml(shell, chunksBeyondEntry(chunks, page.modules), rendered[page.renders], page.start?.file);
        if (page.start) writeFileSync(join(outDir, page.start.file), page.start.code);
        writeCompressed(join(outDir, PAGES_DIR, `${page.name}.html`), html);
      }
      writeFileSync(join(outDir, PAGES_DIR, PAGES_MANIFEST), `${JSON.stringify(served, null, 2)}\n`);
      // Last, once every page was made from the plain shell (each has its own copy of the same styles).
      const index = shellWithGlobals(shell, globalStyleTags(rendered[pages[0].renders]));
      writeCompressed(join(outDir, 'index.html'), index);
    },
  };
}
