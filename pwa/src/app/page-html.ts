/**
 * The rendered HTML of a screen made into a page's read-only first copy: for the build's public pages
 * (build/prerender.ts) and the server's crew first screen (./crew-first-screen.tsx). Strings only, no DOM.
 */

/** The element holding the copy; the app takes its place (./prerendered.tsx). */
export const PRERENDERED_ID = 'prerendered';

const EMOTION_STYLE = /<style data-emotion="([a-z-]+) ([^"]+)">([^<]*)<\/style>/g;

/**
 * Emotion writes each rendered style beside its element: some fifty <style> tags through the body, each a
 * style recalculation, which the app's Emotion cache then moves into the head one by one. Moved here into
 * the head and merged (runs of the same key in their order; a global stays its own tag, as Emotion finds
 * it by name), the cache takes them as already inserted and moves a handful.
 */
export function stylesToHead(rendered: string): { body: string; head: string } {
  const runs: { key: string; ids: string[]; css: string[] }[] = [];
  const body = rendered.replace(EMOTION_STYLE, (_tag, key: string, ids: string, css: string) => {
    const last = runs.at(-1);
    if (last && last.key === key && !key.endsWith('-global')) {
      last.ids.push(ids);
      last.css.push(css);
    } else runs.push({ key, ids: [ids], css: [css] });
    return '';
  });
  const head = runs.map((r) => `<style data-emotion="${r.key} ${r.ids.join(' ')}">${r.css.join('')}</style>`).join('');
  return { body, head };
}

/**
 * The app's global styles (the reset and a CSS variable per token) as the render wrote them: the tags of
 * a `-global` Emotion key. They are the same for every page, crew and office screens included.
 */
export function globalStyleTags(rendered: string): string {
  const tags = [...rendered.matchAll(EMOTION_STYLE)].filter(([, key]) => key.endsWith('-global')).map(([tag]) => tag);
  if (tags.length === 0) throw new Error('prerender: the rendered page has no global styles');
  return tags.join('');
}

/** The render without its global styles, for a page whose shell has them already. */
export const withoutGlobalStyles = (rendered: string): string =>
  rendered.replace(EMOTION_STYLE, (tag, key: string) => (key.endsWith('-global') ? '' : tag));

/**
 * Until the app takes over, the copy is to be read, not used: a form would submit itself (a sign-in as a
 * GET with the password in the address) and what was typed would be lost. Buttons, choices and selects
 * are disabled, text fields read-only; the app's own controls replace them a moment later.
 */
export function inertCopy(body: string): string {
  return body
    .replace(/<(button|select)\b/g, '<$1 disabled=""')
    .replace(/<input\b([^>]*)>/g, (_tag, attrs: string) =>
      /\btype="(?:checkbox|radio)"/.test(attrs) ? `<input disabled=""${attrs}>` : `<input readonly=""${attrs}>`,
    )
    .replace(/<textarea\b/g, '<textarea readonly=""');
}

/** Where the server's crew page template (built into dist/server/) takes the first screen's styles and copy. */
export const FIRST_SCREEN_HEAD = '<!--first-screen:head-->';
export const FIRST_SCREEN_BODY = '<!--first-screen:body-->';

/** JSON inside a <script> element: nothing in it can end the element or open a comment. */
export const scriptJson = (value: unknown): string =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/** The header's slot for a screen's own controls (app/nav/page-bar.ts). */
export const PAGE_BAR_ID = 'page-bar';

/**
 * A screen's controls marked `data-page-bar` moved into the header's bar, where a browser's render
 * portals them: a server's render has no portals, and the copy must look as the app will.
 */
export function intoPageBar(html: string): string {
  const open = /<div\b[^>]*\bdata-page-bar=""[^>]*>/.exec(html);
  if (!open) return html;
  const tags = /<(\/?)div\b[^>]*>/g;
  tags.lastIndex = open.index;
  let depth = 0;
  let end = -1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) {
      end = tags.lastIndex;
      break;
    }
  }
  const bar = new RegExp(`(<div id="${PAGE_BAR_ID}"[^>]*>)(</div>)`);
  if (end < 0) return html;
  const element = html.slice(open.index, end);
  const rest = html.slice(0, open.index) + html.slice(end);
  return bar.test(rest) ? rest.replace(bar, (_all, start: string, close: string) => start + element + close) : html;
}
