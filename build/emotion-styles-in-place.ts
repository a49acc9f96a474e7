import type { Plugin } from 'vite';

/** Emotion's two modules that move a page's server-written styles, and the lines this plugin rewrites. */
export const EMOTION_CACHE_MODULE = '@emotion/cache/dist/emotion-cache.browser.esm.js';
export const EMOTION_SHEET_MODULE = '@emotion/sheet/dist/emotion-sheet.esm.js';
const CACHE_MOVE = '      document.head.appendChild(node);\n';
const SHEET_HYDRATE = '  _proto.hydrate = function hydrate(nodes) {\n    nodes.forEach(this._insertTag);\n';

/**
 * On load Emotion moves every style tag a server wrote to the end of the head, then re-inserts its own
 * key's tags after each other. A prerendered page's styles are already in its head (build/prerender.ts),
 * and moving a style tag drops its sheet and adds it back: the browser recalculates the style of the
 * whole page, about 100 ms on a slow phone. Here a tag already in its place stays there; Emotion still
 * takes its rules as inserted and adds later rules after it. A release that changes these lines fails
 * the build, not the page.
 */
export function emotionStylesInPlace(code: string, module: typeof EMOTION_CACHE_MODULE | typeof EMOTION_SHEET_MODULE) {
  if (module === EMOTION_CACHE_MODULE) {
    if (!code.includes(CACHE_MOVE))
      throw new Error(`emotionStylesInPlace: ${module} no longer moves styles as expected`);
    return code.replace(CACHE_MOVE, '      if (node.parentNode !== document.head) document.head.appendChild(node);\n');
  }
  if (!code.includes(SHEET_HYDRATE)) throw new Error(`emotionStylesInPlace: ${module} no longer hydrates as expected`);
  return code.replace(
    SHEET_HYDRATE,
    '  _proto.hydrate = function hydrate(nodes) {\n' +
      '    var sheet = this;\n' +
      '    nodes.forEach(function (node) {\n' +
      '      if (node.parentNode === sheet.container) sheet.tags.push(node);\n' +
      '      else sheet._insertTag(node);\n' +
      '    });\n',
  );
}

export function emotionStylesInPlacePlugin(): Plugin {
  return {
    name: 'bin-valet-emotion-styles-in-place',
    apply: 'build',
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      for (const module of [EMOTION_CACHE_MODULE, EMOTION_SHEET_MODULE] as const)
        if (path.endsWith(module)) return { code: emotionStylesInPlace(code, module), map: null };
      return null;
    },
  };
}
