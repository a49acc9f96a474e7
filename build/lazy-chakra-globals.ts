/** Chakra's module that builds a system, and the two lines of it this rewrite changes (applied by build/chakra-system-in-steps.ts). */
export const CHAKRA_SYSTEM_MODULE = '@chakra-ui/react/dist/esm/styled-system/system.js';
const LIST = '[getPreflightCss(), getGlobalCss(), getTokenCss()]';
const EAGER = `const _global = ${LIST};`;
const EXPORTED = '    _global,\n';

/**
 * `createSystem` builds the page's global CSS (the reset, the global styles and a CSS variable for every
 * token) as it creates the system: about half its time, in one task a slow phone cannot split. Here the
 * list is built when first read. A built page, whose global styles the build wrote into the head (each
 * prerendered page and the shell), never reads it (app/theme.ts). A Chakra release that changes these
 * lines fails the build, not the page.
 */
export function lazyChakraGlobals(code: string): string {
  if (!code.includes(EAGER) || !code.includes(EXPORTED))
    throw new Error(`lazyChakraGlobals: ${CHAKRA_SYSTEM_MODULE} no longer builds _global as expected`);
  return code
    .replace(EAGER, 'let _globalCss;')
    .replace(EXPORTED, `    get _global() {\n      return (_globalCss ??= ${LIST});\n    },\n`);
}
