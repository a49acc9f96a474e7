import type { Plugin } from 'vite';
// The config property that carries a merged config and its tokens, made beforehand by the app.
import { PREMADE } from '../pwa/src/app/system-steps';
import { CHAKRA_SYSTEM_MODULE, lazyChakraGlobals } from './lazy-chakra-globals';

const MERGE = '  const config = mergeConfigs(...configs);';
const TOKENS = '  const tokens = createTokenDictionary({';
const EXPORT = 'export { createSystem, isValidSystem };';

/**
 * `createSystem` merges the configs, builds a dictionary of every token (most of its time) and then the
 * system around them, in one call: 20-27 ms under Lighthouse's tracing, four times that on a phone, in
 * one task. Rewritten, it also takes the first two made beforehand, each in a task of its own: given
 * `{ __premade: { config, tokens } }`, it uses them, and `createSystem.tokenDictionary` is Chakra's own
 * function that builds the tokens. Called as before, it does what it did. A Chakra release that changes
 * these lines fails the build, not the page.
 */
export function chakraSystemInSteps(code: string): string {
  if (!code.includes(MERGE) || !code.includes(TOKENS) || !code.includes(EXPORT))
    throw new Error(`chakraSystemInSteps: ${CHAKRA_SYSTEM_MODULE} no longer starts createSystem as expected`);
  return code
    .replace(
      MERGE,
      `  const premade = configs[0]?.${PREMADE};\n  const config = premade?.config ?? mergeConfigs(...configs);`,
    )
    .replace(TOKENS, '  const tokens = premade?.tokens ?? createTokenDictionary({')
    .replace(EXPORT, `createSystem.tokenDictionary = createTokenDictionary;\n${EXPORT}`);
}

/** Both rewrites of Chakra's system module, as the build applies them: the global CSS built when first read, and the steps. */
export const rewriteChakraSystem = (code: string): string => chakraSystemInSteps(lazyChakraGlobals(code));

/** One plugin for the one Chakra file the build rewrites. */
export function chakraSystemPlugin(): Plugin {
  return {
    name: 'bin-valet-chakra-system',
    apply: 'build',
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(CHAKRA_SYSTEM_MODULE)) return null;
      return { code: rewriteChakraSystem(code), map: null };
    },
  };
}
