import type { createSystem as CreateSystem, mergeConfigs as MergeConfigs } from '@chakra-ui/react';
import { nextTask } from '../lib/next-task';

/** The config property that the build's rewrite of Chakra's `createSystem` reads (build/chakra-system-in-steps.ts). */
export const PREMADE = '__premade';

type Config = Parameters<typeof CreateSystem>[0];
type System = ReturnType<typeof CreateSystem>;
interface TokenOptions {
  breakpoints: unknown;
  tokens: unknown;
  semanticTokens: unknown;
  prefix: string;
}
/** `createSystem` as the build leaves it: with Chakra's own function that builds a token dictionary. */
export type SteppedCreateSystem = typeof CreateSystem & { tokenDictionary?: (options: TokenOptions) => unknown };

/**
 * A Chakra system made over three tasks: the configs merged, then their token dictionary (most of the
 * time), then the system around both. In one call it was the longest task of a public page's start on a
 * phone. In one call still where Chakra was not rewritten (the unit tests' Chakra).
 */
export async function systemInSteps(
  createSystem: SteppedCreateSystem,
  mergeConfigs: typeof MergeConfigs,
  configs: Config[],
  between: () => Promise<void> = nextTask,
): Promise<System> {
  const { tokenDictionary } = createSystem;
  if (!tokenDictionary) return createSystem(...configs);
  const config = mergeConfigs(...configs);
  await between();
  // The arguments createSystem itself gives it.
  const { theme = {}, cssVarsPrefix = 'chakra' } = config;
  const tokens = tokenDictionary({
    breakpoints: theme.breakpoints,
    tokens: theme.tokens,
    semanticTokens: theme.semanticTokens,
    prefix: cssVarsPrefix,
  });
  await between();
  return createSystem({ [PREMADE]: { config, tokens } } as Config);
}
