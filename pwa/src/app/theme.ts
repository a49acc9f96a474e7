import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

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
  },
});

export const system = createSystem(defaultConfig, config);
