// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { EMOTION_CACHE_MODULE, EMOTION_SHEET_MODULE, emotionStylesInPlace } from './emotion-styles-in-place';
import { installedFile as installed } from './installed-file';

/** The rewritten sheet module, evaluated: its StyleSheet class. */
function rewrittenStyleSheet() {
  const code = emotionStylesInPlace(installed(EMOTION_SHEET_MODULE), EMOTION_SHEET_MODULE)
    .replace(/^export \{ StyleSheet \};?\s*$/m, 'return StyleSheet;')
    .replace(/^import .*$/gm, '');
  return new Function(code)() as new (options: {
    key: string;
    container: Node;
  }) => {
    tags: HTMLStyleElement[];
    hydrate: (nodes: HTMLStyleElement[]) => void;
    insert: (rule: string) => void;
  };
}

describe("Emotion leaves a prerendered page's styles where they are", () => {
  it('rewrites the installed cache: a style tag already in the head is not moved', () => {
    const original = installed(EMOTION_CACHE_MODULE);
    const rewritten = emotionStylesInPlace(original, EMOTION_CACHE_MODULE);
    expect(rewritten).toContain('if (node.parentNode !== document.head) document.head.appendChild(node);');
    expect(rewritten.replace('if (node.parentNode !== document.head) ', '')).toBe(original);
  });

  it('hydrates a tag in its container without moving it, and adds later rules right after it', () => {
    const StyleSheet = rewrittenStyleSheet();
    document.head.innerHTML = '<style data-emotion="css a">.a{}</style><link rel="modulepreload" href="/x.js">';
    const prerendered = document.head.querySelector('style') as HTMLStyleElement;
    const observer = new MutationObserver(() => undefined);
    observer.observe(document.head, { childList: true });
    const sheet = new StyleSheet({ key: 'css', container: document.head });
    sheet.hydrate([prerendered]);
    expect(sheet.tags).toEqual([prerendered]);
    sheet.insert('.b{color:red}');
    expect(document.head.children[0]).toBe(prerendered);
    expect(document.head.children[1].tagName).toBe('STYLE');
    expect(document.head.children[2].tagName).toBe('LINK');
    // Only the new rule's tag was added; the prerendered one never left.
    const changes = observer.takeRecords();
    expect(changes.flatMap((c) => [...c.removedNodes])).toEqual([]);
    expect(changes.flatMap((c) => [...c.addedNodes])).toEqual([document.head.children[1]]);
  });

  it('fails the build on an Emotion that moves or hydrates another way', () => {
    expect(() => emotionStylesInPlace('var createCache = 1;', EMOTION_CACHE_MODULE)).toThrow(/no longer moves/);
    expect(() => emotionStylesInPlace('var StyleSheet = 1;', EMOTION_SHEET_MODULE)).toThrow(/no longer hydrates/);
  });
});
