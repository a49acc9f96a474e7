// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { globalsInPage, isFullSystem, offerFullSystem, providedSystem } from './theme';
import { fullSystem } from './theme-full';

const system = fullSystem();

describe('the system a provider hands out', () => {
  it('is the system itself where the page has no global styles of its own', () => {
    expect(providedSystem(system, false)).toBe(system);
  });

  it('has no global styles to write where the build wrote them, and is otherwise the same system', () => {
    const bare = providedSystem(system, true);
    expect(bare._global).toEqual([]);
    expect(bare.css).toBe(system.css);
    expect(bare.token('colors.red.solid')).toBe(system.token('colors.red.solid'));
    expect(bare.getSlotRecipeFn('card')).toBe(system.getSlotRecipeFn('card'));
    expect(providedSystem(system, true)).toBe(bare);
    // The full theme's own provider is not added a second time below it.
    offerFullSystem(system);
    expect(isFullSystem(bare)).toBe(true);
    expect(isFullSystem(system)).toBe(true);
    expect(isFullSystem({})).toBe(false);
  });

  it("sees the build's global styles in the head of a prerendered page", () => {
    const doc = document.implementation.createHTMLDocument('page');
    expect(globalsInPage(doc)).toBe(false);
    const style = doc.createElement('style');
    style.setAttribute('data-emotion', 'css-global 15m8gph');
    doc.head.append(style);
    expect(globalsInPage(doc)).toBe(true);
  });
});
