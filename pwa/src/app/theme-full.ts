import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { type System, systemWith } from './theme';

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
