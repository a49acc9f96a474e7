// @vitest-environment jsdom

import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createSystem, defaultConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { describe, expect, it, vi } from 'vitest';
import {
  appConfig,
  crewSystem,
  globalsInPage,
  isFullSystem,
  offerFullSystem,
  providedSystem,
  UNUSED_PALETTES,
} from './theme';
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

describe('the full system, its recipes added after it was made', () => {
  // Chakra's own way: every recipe passed to createSystem (and deep-copied by it).
  const plain = createSystem(defaultConfig, appConfig);

  it('knows the same recipes, by the same keys', () => {
    for (const key of Object.keys(recipes)) {
      expect(system.isRecipe(key)).toBe(true);
      expect(system.getRecipe(key)).toEqual(plain.getRecipe(key));
    }
    for (const key of Object.keys(slotRecipes)) {
      expect(system.isSlotRecipe(key)).toBe(true);
      expect(system.getSlotRecipe(key)).toEqual(plain.getSlotRecipe(key));
    }
    expect(system.hasRecipe('nothing-of-the-kind')).toBe(false);
  });

  it('turns a recipe into the same styles and the same CSS', () => {
    const button = { size: 'sm', variant: 'outline' } as const;
    expect(system.getRecipeFn('button')(button)).toEqual(plain.getRecipeFn('button')(button));
    expect(system.css(system.getRecipeFn('button')(button))).toEqual(plain.css(plain.getRecipeFn('button')(button)));
    const card = { size: 'md', variant: 'elevated' } as const;
    expect(system.getSlotRecipeFn('card')(card)).toEqual(plain.getSlotRecipeFn('card')(card));
    expect(system.token('colors.green.solid')).toBe(plain.token('colors.green.solid'));
  });
});

describe('the palettes left out of both systems', () => {
  /** Every source file of the app and the schema it shares with the server. */
  const sources = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return sources(path);
      return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
    });

  it('are named by no screen, label or colour map', () => {
    const used = new RegExp(`\\b(${UNUSED_PALETTES.join('|')})\\b`);
    const users = ['pwa/src', 'schema'].flatMap(sources).filter((file) => used.test(readFileSync(file, 'utf8')));
    expect(users.filter((file) => !file.endsWith('app/theme.ts'))).toEqual([]);
  });

  it('are not tokens of either system, and the palettes in use still are', () => {
    for (const made of [system, crewSystem()]) {
      for (const palette of UNUSED_PALETTES) expect(made.tokens.getByName(`colors.${palette}.500`)).toBeUndefined();
      expect(made.token('colors.green.500')).toBe(createSystem(defaultConfig).token('colors.green.500'));
      expect(made.token('colors.purple.solid')).toBeDefined();
    }
  });
});

describe("the crew's system", () => {
  const plain = createSystem(defaultConfig, appConfig);
  const later = ['dialog', 'menu', 'nativeSelect', 'toast'];

  it("has its first screen's recipes from the start, and a later part's once that part's code has loaded", async () => {
    const crew = crewSystem();
    expect(crew.getSlotRecipe('card')).toEqual(plain.getSlotRecipe('card'));
    for (const key of later) expect(crew.isSlotRecipe(key)).toBe(false);
    expect(crew.isRecipe('textarea')).toBe(false);

    const { Dialog } = await import('./late-ui');
    expect(Dialog.Root).toBeDefined();
    for (const key of later) expect(crew.getSlotRecipe(key)).toEqual(plain.getSlotRecipe(key));
    expect(crew.getRecipe('textarea')).toEqual(plain.getRecipe('textarea'));
    const dialog = { size: 'md', placement: 'center' } as const;
    expect(crew.getSlotRecipeFn('dialog')(dialog)).toEqual(plain.getSlotRecipeFn('dialog')(dialog));
    // Still the first screen's own.
    expect(crew.getRecipe('button')).toEqual(plain.getRecipe('button'));
  });

  it('has them from the start when their code loaded first (a public page opened first)', async () => {
    vi.resetModules();
    await import('./late-ui');
    const fresh = (await import('./theme')).crewSystem();
    for (const key of later) expect(fresh.getSlotRecipe(key)).toEqual(plain.getSlotRecipe(key));
    expect(fresh.getSlotRecipe('card')).toEqual(plain.getSlotRecipe('card'));
  });
});
