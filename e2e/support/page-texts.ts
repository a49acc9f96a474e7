import type { Page } from '@playwright/test';

/**
 * Watches, from the page's next navigation on, for `lines` a page must never show, even for a moment while
 * it loads (a false "no stops" before the data arrives). Answers a reader of those it showed.
 */
export async function watchForLines(page: Page, lines: readonly string[]): Promise<() => Promise<string[]>> {
  await page.addInitScript((wanted) => {
    const said = new Set<string>();
    (window as unknown as { said: Set<string> }).said = said;
    new MutationObserver(() => {
      for (const line of wanted) if (document.body?.textContent?.includes(line)) said.add(line);
    }).observe(document, { subtree: true, childList: true, characterData: true });
  }, lines);
  return () => page.evaluate(() => [...(window as unknown as { said: Set<string> }).said]);
}
