import { ROLE_BADGE_COLORS } from '@bin-valet/schema';
import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputAddonRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
} from '@chakra-ui/react/theme';
import { TOUCH_CONTROLS, TOUCH_SQUARE_CONTROLS } from './touch-targets';

/** Role badge palettes (manager purple, customer_service orange, crew green; admin as manager). */
export const roleBadgePalette = (role: string): string =>
  ROLE_BADGE_COLORS[role.toLowerCase() as keyof typeof ROLE_BADGE_COLORS] ?? 'gray';

/** Our colours and contrast fixes, applied on top of Chakra's theme in both systems. */
export const appConfig = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'bg' },
    // On a touch screen every control is a 44 px target (links inside sentences and the maps' own
    // controls excepted); with a mouse the denser desktop sizes stay.
    [TOUCH_CONTROLS]: { '@media (pointer: coarse)': { minHeight: '44px' } },
    // A recipe's own minW (an icon button's 36 px) sits in a later layer: only !important outranks it.
    [TOUCH_SQUARE_CONTROLS]: { '@media (pointer: coarse)': { minWidth: '44px !important' } },
  },
  theme: {
    tokens: {
      colors: {
        brand: {
          50: { value: '#f0fff4' },
          100: { value: '#c6f6d5' },
          500: { value: '#38a169' },
          600: { value: '#2f855a' },
          700: { value: '#276749' },
        },
      },
    },
    semanticTokens: {
      colors: {
        // Chakra's default solid green (#16a34a) and orange under white text, and its error red
        // (#ef4444) on white, fall below WCAG AA 4.5:1; one step darker passes (axe).
        green: {
          solid: { value: { _light: '{colors.green.700}', _dark: '{colors.green.700}' } },
          fg: { value: { _light: '{colors.green.800}', _dark: '{colors.green.300}' } },
        },
        orange: {
          solid: { value: { _light: '{colors.orange.700}', _dark: '{colors.orange.700}' } },
          fg: { value: { _light: '{colors.orange.800}', _dark: '{colors.orange.300}' } },
        },
        red: {
          solid: { value: { _light: '{colors.red.700}', _dark: '{colors.red.700}' } },
          fg: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
        fg: {
          error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.400}' } },
        },
      },
    },
  },
});

type ThemeParts = NonNullable<Parameters<typeof defineConfig>[0]['theme']>;

/**
 * Chakra's colour palettes no screen uses (theme.test.ts checks the sources). Each palette costs every
 * start its tokens and semantic tokens in `createSystem`: these three were about a fifth of it.
 */
export const UNUSED_PALETTES = ['teal', 'pink', 'cyan'];
function withoutUnusedPalettes<V>(colors: Record<string, V> | undefined): Record<string, V> {
  return Object.fromEntries(Object.entries(colors ?? {}).filter(([name]) => !UNUSED_PALETTES.includes(name)));
}

/** Chakra's default theme (its `defaultConfig` without the base), without its recipes or unused palettes. */
const themeWithoutRecipes = defineConfig({
  preflight: true,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: { ...tokens, colors: withoutUnusedPalettes(tokens.colors) },
    semanticTokens: { ...semanticTokens, colors: withoutUnusedPalettes(semanticTokens.colors) },
    textStyles,
    layerStyles,
    animationStyles,
  },
});

/**
 * Only the recipes the app shell and the crew dashboard's first screen use, so that screen downloads less
 * (docs/decisions/0023-crew-startup-javascript.md); the parts it shows later bring theirs (late-ui.ts).
 * Every other screen renders inside the full set (`theme-full.ts`); a component whose recipe is missing
 * here renders unstyled on the crew dashboard.
 */
const crewRecipes = {
  badge: badgeRecipe,
  button: buttonRecipe,
  container: containerRecipe,
  heading: headingRecipe,
  input: inputRecipe,
  inputAddon: inputAddonRecipe,
  link: linkRecipe,
  separator: separatorRecipe,
  skeleton: skeletonRecipe,
  spinner: spinnerRecipe,
};
const crewSlotRecipes = {
  alert: alertSlotRecipe,
  card: cardSlotRecipe,
  field: fieldSlotRecipe,
};

export type System = ReturnType<typeof createSystem>;

/**
 * Our system with the given recipes. `createSystem` deep-copies every config it is given, recipes
 * included, though it only reads a recipe by key when a component first asks for it: for the full set,
 * about a third of the system's time on a phone. So the system is made without recipes, and they are
 * added to its theme, where it looks them up, afterwards (a test compares it with the plain way).
 */
export function systemWith(recipes: ThemeParts['recipes'], slotRecipes: ThemeParts['slotRecipes']): System {
  const system = createSystem(...SYSTEM_CONFIGS);
  addRecipes(system, recipes, slotRecipes);
  return system;
}

/** What every system of ours is made from, before its recipes. */
export const SYSTEM_CONFIGS = [defaultBaseConfig, themeWithoutRecipes, appConfig];

export function addRecipes(system: System, recipes: ThemeParts['recipes'], slotRecipes: ThemeParts['slotRecipes']) {
  const theme = system._config.theme;
  if (!theme) throw new Error('createSystem kept no theme to add the recipes to');
  theme.recipes = { ...recipes, ...theme.recipes };
  theme.slotRecipes = { ...slotRecipes, ...theme.slotRecipes };
}

let crew: System | undefined;
/** The recipes of the crew's later parts, once their chunk has loaded (late-ui.ts). */
const later: { recipes?: ThemeParts['recipes']; slotRecipes?: ThemeParts['slotRecipes'] } = {};
/** Made when first asked for, not when the entry loads: a public page renders with the full set only. */
export const crewSystem = (): System => {
  crew ??= systemWith({ ...crewRecipes, ...later.recipes }, { ...crewSlotRecipes, ...later.slotRecipes });
  return crew;
};

/** Adds the recipes of parts the crew's screen shows after its first screen, to its system made or to come. */
export function addCrewRecipes(recipes: ThemeParts['recipes'], slotRecipes: ThemeParts['slotRecipes']) {
  later.recipes = { ...later.recipes, ...recipes };
  later.slotRecipes = { ...later.slotRecipes, ...slotRecipes };
  if (crew) addRecipes(crew, recipes, slotRecipes);
}

let full: System | undefined;
/** The full theme's chunk offers its system when it loads (full-theme.tsx). */
export const offerFullSystem = (system: System) => {
  full = system;
};
/** The full system already here (a public or office screen was preloaded) is used, else the crew's one. */
export const firstSystem = (): System => full ?? crewSystem();
/** Whether `system` is the full one (or it without its global styles), which then need not be provided a second time. */
export const isFullSystem = (system: unknown) =>
  full !== undefined &&
  (system === full || (typeof system === 'object' && system !== null && Object.getPrototypeOf(system) === full));

/** Whether the build already wrote the page's global styles into the head (a prerendered page or the shell). */
export const globalsInPage = (doc: Document | undefined = globalThis.document): boolean =>
  doc?.querySelector('style[data-emotion^="css-global "]') != null;

const withoutGlobals = new WeakMap<System, System>();
/**
 * The system a provider hands out. On a page whose global styles the build already wrote (the reset and a
 * CSS variable per token, tens of kilobytes), it is the same system with an empty list of them: the list
 * is then never built (the build makes Chakra build it when first read) nor serialised again by Emotion.
 * Every other property is the system's own.
 */
export function providedSystem(system: System, globalsWritten: boolean): System {
  if (!globalsWritten) return system;
  let bare = withoutGlobals.get(system);
  if (!bare) {
    bare = Object.create(system, { _global: { value: [] } }) as System;
    withoutGlobals.set(system, bare);
  }
  return bare;
}
