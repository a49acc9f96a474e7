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

/**
 * Records, from now until it is read, the text of the dialog titled `title` at every change of the page:
 * a dialog must keep what it showed while it closes, never go blank under its title.
 */
export async function watchDialogText(page: Page, title: string): Promise<() => Promise<string[]>> {
  await page.evaluate((wanted) => {
    const seen: string[] = [];
    (window as unknown as { dialogTexts: string[] }).dialogTexts = seen;
    const record = () => {
      for (const dialog of document.querySelectorAll('[role="dialog"], [role="alertdialog"]'))
        if (dialog.querySelector('[data-part="title"]')?.textContent === wanted) seen.push(dialog.textContent ?? '');
    };
    new MutationObserver(record).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
      attributes: true,
    });
  }, title);
  return () => page.evaluate(() => (window as unknown as { dialogTexts: string[] }).dialogTexts);
}
