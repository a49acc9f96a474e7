import { ROLE_BADGE_COLORS } from '@bin-valet/schema';
import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/** Role badge palettes (manager purple, customer_service orange, crew green; admin as manager). */
export const roleBadgePalette = (role: string): string =>
  ROLE_BADGE_COLORS[role.toLowerCase() as keyof typeof ROLE_BADGE_COLORS] ?? 'gray';

const config = defineConfig({
  globalCss: {
    'html, body': { minHeight: '100%', bg: 'bg' },
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

export const system = createSystem(defaultConfig, config);
