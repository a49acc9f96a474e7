import { createSystem, mergeConfigs } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { systemInSteps } from './system-steps';
import { addRecipes, SYSTEM_CONFIGS, type System, systemWith } from './theme';

let built: System | undefined;

/**
 * Chakra's default system (every recipe) with our colours: the office and public screens load it with
 * their chunks (docs/decisions/0023-crew-startup-javascript.md). Made when first asked for, not when the
 * chunk is evaluated: the two together were one long task on a phone (full-theme.tsx parts them).
 */
export const fullSystem = (): System => {
  built ??= systemWith(recipes, slotRecipes);
  return built;
};

/** The same, made over a few tasks (system-steps.ts): what full-theme.tsx prepares before a screen renders. */
export async function fullSystemInSteps(): Promise<System> {
  if (built) return built;
  const made = await systemInSteps(createSystem, mergeConfigs, SYSTEM_CONFIGS);
  addRecipes(made, recipes, slotRecipes);
  built ??= made;
  return built;
}
