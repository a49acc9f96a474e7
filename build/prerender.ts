import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin, Rolldown } from 'vite';

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

/** The folder of dist/ holding the prerendered pages; the server maps each page's paths to its file. */
export const PAGES_DIR = 'pages';
/** Which file answers which route: `{ "/signup": "pages/signup.html" }`. */
export const PAGES_MANIFEST = 'routes.json';
const PRERENDERED_ID = 'prerendered';

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
 * page has no use for), its chunks asked for with the entry, and the screen as first rendered, its
 * controls not yet usable.
 */
export function pageHtml(shell: string, chunks: string[], rendered: string, start?: string): string {
  // Until the app takes over, the copy is to be read, not used: a form would submit itself (a sign-in as a
  // GET with the password in the address) and what was typed would be lost. Buttons, choices and selects
  // are disabled, text fields read-only; the app's own controls replace them a moment later.
  const inert = rendered
    .replace(/<(button|select)\b/g, '<$1 disabled=""')
    .replace(/<input\b([^>]*)>/g, (_tag, attrs: string) =>
      /\btype="(?:checkbox|radio)"/.test(attrs) ? `<input disabled=""${attrs}>` : `<input readonly=""${attrs}>`,
    )
    .replace(/<textarea\b/g, '<textarea readonly=""');
  const preload = [
    ...(start ? [`<script src="/${start}" async></script>`] : []),
    ...chunks.map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
  ].join('\n    ');
  const html = shell
    .replace(/\s*<script src="\/crew-start\.js"><\/script>/, '')
    .replace('</head>', `  ${preload}\n  </head>`)
    .replace('<div id="root"></div>', `<div id="${PRERENDERED_ID}">${inert}</div><div id="root"></div>`);
  if (!html.includes(PRERENDERED_ID)) throw new Error('prerender: index.html has no <div id="root"></div>');
  return html;
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
 * Renders the public pages at build time (pwa/src/app/prerender.tsx, through Vite's SSR loader) into
 * dist/pages/: on a phone over a slow link the page is there with the HTML, and the app replaces it
 * with the same screen once its code has run (docs/decisions/0051-prerendered-public-pages.md).
 */
export function prerenderPublicPages(pages: PublicPage[]): Plugin {
  let chunks: OutputChunk[] = [];
  let outDir = '';
  return {
    name: 'bin-valet-prerender',
    apply: 'build',
    writeBundle(options, bundle) {
      outDir = options.dir ?? '';
      chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
    },
    async closeBundle() {
      if (!outDir || !chunks.some((c) => c.isEntry)) return;
      const shell = readFileSync(join(outDir, 'index.html'), 'utf8');
      const rendered = renderInChild(pages.map((p) => p.renders));
      mkdirSync(join(outDir, PAGES_DIR), { recursive: true });
      const served: Record<string, string> = {};
      for (const page of pages) {
        for (const path of page.paths) served[path] = `${PAGES_DIR}/${page.name}.html`;
        const html = pageHtml(shell, chunksBeyondEntry(chunks, page.modules), rendered[page.renders], page.start?.file);
        if (page.start) writeFileSync(join(outDir, page.start.file), page.start.code);
        const file = join(outDir, PAGES_DIR, `${page.name}.html`);
        writeFileSync(file, html);
        writeFileSync(`${file}.br`, brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        writeFileSync(`${file}.gz`, gzipSync(html, { level: 9 }));
      }
      writeFileSync(join(outDir, PAGES_DIR, PAGES_MANIFEST), `${JSON.stringify(served, null, 2)}\n`);
    },
  };
}
