// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';
import { globalStyleTags } from '../pwa/src/app/page-html';
import { trackingQueryKeys } from '../pwa/src/features/tracking/hooks/use-tracking';
import { earlyFetch } from '../pwa/src/lib/early-fetch';
import { keyToPath } from '../pwa/src/lib/query-client';
import {
  APP_START_FILE,
  appStartScript,
  chunksBeyondEntry,
  pageHtml,
  shellWithGlobals,
  trackingStartScript,
} from './prerender';

type Chunk = Parameters<typeof chunksBeyondEntry>[0][number];
const chunk = (fileName: string, moduleIds: string[], imports: string[], isEntry = false) =>
  ({ type: 'chunk', fileName, moduleIds, imports, isEntry }) as unknown as Chunk;

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Magnolia Bin Valet</title>
    <script src="/crew-start.js"></script>
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('prerendered public pages', () => {
  it("asks for a page's chunks the entry does not already load", () => {
    const chunks = [
      chunk('assets/index.js', ['/pwa/src/main.tsx'], ['assets/react.js'], true),
      chunk('assets/react.js', ['/node_modules/react/index.js'], []),
      chunk('assets/landing.js', ['/pwa/src/features/public/landing-page.tsx'], ['assets/card.js', 'assets/react.js']),
      chunk('assets/card.js', ['/node_modules/card.js'], []),
      chunk('assets/office.js', ['/pwa/src/features/dashboard/dashboard-page.tsx'], []),
    ];
    expect(chunksBeyondEntry(chunks, ['features/public/landing-page.tsx'])).toEqual([
      'assets/landing.js',
      'assets/card.js',
    ]);
    expect(() => chunksBeyondEntry(chunks, ['features/nowhere.tsx'])).toThrow(/no chunk holds/);
  });

  it('puts the rendered screen before the app root, without the crew start script, the app asked for by its loader', () => {
    const html = pageHtml(SHELL, ['assets/landing.js'], '<main><h1>Your bins</h1></main>');
    expect(html).not.toContain('crew-start.js');
    expect(html).toContain('<style>#prerendered:not([hidden]) ~ #root { display: none }</style>');
    // Rendering waits until the root after the copy is parsed, so the first layout holds the whole copy.
    expect(html).toContain('<link rel="expect" href="#root" blocking="render">');
    expect(html).toContain('<div id="prerendered"><main><h1>Your bins</h1></main></div><div id="root"></div>');
    // Nothing of the app is asked for by the HTML itself: on a fast link it would run before the first paint.
    expect(html).not.toContain('<script type="module"');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain(
      `<script src="/${APP_START_FILE}" data-entry="/assets/index.js" data-preload="/assets/runtime.js /assets/landing.js" defer></script>`,
    );
    expect(html.indexOf(APP_START_FILE)).toBeLessThan(html.indexOf('</head>'));
  });

  it("moves Emotion's styles into the head, merging runs of one key and keeping each global its own tag", () => {
    const rendered =
      '<style data-emotion="css-global a1">@layer x;</style><style data-emotion="css-global a2">html{}</style>' +
      '<style data-emotion="css b1">.css-b1{}</style><p class="css-b1">x</p><style data-emotion="css b2 b3">.css-b2{}.css-b3{}</style>' +
      '<p class="css-b2">y</p>';
    const html = pageHtml(SHELL, [], rendered);
    expect(html).toContain(
      '<style data-emotion="css-global a1">@layer x;</style><style data-emotion="css-global a2">html{}</style>' +
        '<style data-emotion="css b1 b2 b3">.css-b1{}.css-b2{}.css-b3{}</style>',
    );
    expect(html.indexOf('data-emotion')).toBeLessThan(html.indexOf('</head>'));
    expect(html).toContain('<div id="prerendered"><p class="css-b1">x</p><p class="css-b2">y</p></div>');
  });

  it('leaves no control of the copy usable before the app takes over', () => {
    const form =
      '<form><input name="u" value=""><input type="checkbox" name="c"><textarea name="t"></textarea>' +
      '<select name="s"></select><button type="submit" class="b">Sign In</button></form>';
    const html = pageHtml(SHELL, [], form);
    expect(html).toContain('<input readonly="" name="u" value="">');
    expect(html).toContain('<input disabled="" type="checkbox" name="c">');
    expect(html).toContain('<textarea readonly="" name="t">');
    expect(html).toContain('<select disabled="" name="s">');
    expect(html).toContain('<button disabled="" type="submit" class="b">Sign In</button>');
  });

  it("gives the shell the rendered page's global styles, and only those, for the screens not prerendered", () => {
    const rendered =
      '<style data-emotion="css-global ad1llf">@layer reset;</style><style data-emotion="css-global 15m8gph">:root{--chakra-colors-red:red}</style>' +
      '<style data-emotion="css 1x2y3z">.css-1x2y3z{color:red}</style><main>Hi</main>';
    const globals = globalStyleTags(rendered);
    expect(globals).toBe(
      '<style data-emotion="css-global ad1llf">@layer reset;</style><style data-emotion="css-global 15m8gph">:root{--chakra-colors-red:red}</style>',
    );
    const shell = shellWithGlobals(SHELL, globals);
    expect(shell.indexOf(globals)).toBeGreaterThan(shell.indexOf('<title>'));
    expect(shell.indexOf(globals)).toBeLessThan(shell.indexOf('</head>'));
    expect(shell).toContain('<div id="root"></div>');
    expect(() => globalStyleTags('<main>no styles</main>')).toThrow(/no global styles/);
  });

  it('refuses a shell without the app root rather than write a page the app cannot replace', () => {
    const noRoot = SHELL.replace('<div id="root"></div>', '');
    expect(() => pageHtml(noRoot, [], '<p>x</p>')).toThrow(/no <div id="root">/);
    expect(() => pageHtml('<html><head></head><body><div id="root"></div></body></html>', [], '<p>x</p>')).toThrow(
      /no module entry/,
    );
  });
});

describe('the public pages loader', () => {
  it('asks for the entry and then every preload once a frame has painted, a few per task, and loads the storage apart', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'requestAnimationFrame'] });
    const tag = document.createElement('script');
    tag.setAttribute('data-entry', '/assets/index.js');
    const preloads = Array.from({ length: 20 }, (_, i) => `/assets/c${i}.js`);
    tag.setAttribute('data-preload', preloads.join(' '));
    Object.defineProperty(document, 'currentScript', { value: tag, configurable: true });
    const workers: string[] = [];
    vi.stubGlobal(
      'Worker',
      class {
        constructor(url: string) {
          workers.push(url);
        }
      },
    );
    vi.stubGlobal(
      'URL',
      class extends URL {
        static override createObjectURL = () => 'blob:http://localhost/warm';
      },
    );
    const storageReads = vi.spyOn(Storage.prototype, 'getItem');
    new Function(appStartScript())();
    expect(appStartScript()).not.toMatch(/^\s*\/\//m);
    const asked = () => [...document.head.querySelectorAll('script[type="module"], link[rel="modulepreload"]')];
    expect(asked()).toHaveLength(0);

    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(1);
    // The entry alone in the first task; the date worker and the preloads from the next one on.
    expect(asked().map((e) => e.getAttribute('src') ?? e.getAttribute('href'))).toEqual(['/assets/index.js']);
    expect(workers).toHaveLength(0);
    // The site's storage is loaded in a task of its own, after the one that asked for the entry.
    expect(storageReads).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(storageReads).toHaveBeenCalledTimes(1);
    expect(asked().map((e) => e.getAttribute('src') ?? e.getAttribute('href'))).toEqual([
      '/assets/index.js',
      ...preloads.slice(0, 6),
    ]);
    vi.advanceTimersByTime(1);
    expect(asked()).toHaveLength(13);
    vi.advanceTimersByTime(1);
    expect(asked()).toHaveLength(19);
    vi.advanceTimersByTime(1);
    expect(asked()).toHaveLength(21);
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('crossorigin')).toBe('');
    // The date data worker started in the task after the entry's, from a blob.
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatch(/^blob:/);
    vi.useRealTimers();
    vi.unstubAllGlobals();
    storageReads.mockRestore();
    Reflect.deleteProperty(document, 'currentScript');
    for (const e of asked()) e.remove();
  });
});

describe('the tracking page start script', () => {
  it("starts the tracking page's own three reads, which the app then takes instead of asking again", async () => {
    const asked: string[] = [];
    const fetch = vi.fn(async (path: string) => {
      asked.push(path);
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/track/ab%20c');
    new Function(trackingStartScript())();
    const token = 'ab c';
    expect(asked).toEqual(trackingQueryKeys(token).map((key) => keyToPath(key)));

    await earlyFetch(keyToPath(trackingQueryKeys(token)[0]), { signal: new AbortController().signal });
    expect(fetch).toHaveBeenCalledTimes(3);
    vi.unstubAllGlobals();
  });

  it('does nothing on another page', () => {
    const fetch = vi.fn();
    vi.stubGlobal('fetch', fetch);
    window.history.replaceState(null, '', '/signup');
    new Function(trackingStartScript())();
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
