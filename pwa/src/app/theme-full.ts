import { createSystem, defaultBaseConfig } from '@chakra-ui/react';
import { recipes, slotRecipes } from '@chakra-ui/react/theme';
import { appConfig, themeWith } from './theme';

/**
 * Chakra's default system (every recipe) with our colours: the office and public screens load it with
 * their chunks (docs/decisions/0023-crew-startup-javascript.md).
 */
export const system = createSystem(defaultBaseConfig, themeWith(recipes, slotRecipes), appConfig);
