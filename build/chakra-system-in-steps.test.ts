import { rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { mergeConfigs, createSystem as unchanged } from '@chakra-ui/react';
import { afterAll, describe, expect, it } from 'vitest';
import { type SteppedCreateSystem, systemInSteps } from '../pwa/src/app/system-steps';
import { SYSTEM_CONFIGS } from '../pwa/src/app/theme';
import { chakraSystemInSteps, rewriteChakraSystem } from './chakra-system-in-steps';
import { installedFile, installedPath } from './installed-file';
import { CHAKRA_SYSTEM_MODULE } from './lazy-chakra-globals';

type System = ReturnType<typeof unchanged>;

// The rewritten module beside the installed one, so its relative imports resolve; removed after the tests.
const written = join(dirname(installedPath(CHAKRA_SYSTEM_MODULE)), `system.in-steps-test-${process.pid}.js`);
afterAll(() => rmSync(written, { force: true }));

async function rewritten(): Promise<SteppedCreateSystem> {
  writeFileSync(written, rewriteChakraSystem(installedFile(CHAKRA_SYSTEM_MODULE)));
  const module = (await import(/* @vite-ignore */ pathToFileURL(written).href)) as {
    createSystem: SteppedCreateSystem;
  };
  return module.createSystem;
}

/** What a screen gets from a system: its tokens, their values, its CSS for a style, and the page's CSS variables. */
function expectSame(made: System, expected: System) {
  expect(made.tokens.allTokens.length).toBeGreaterThan(500);
  expect(made.tokens.allTokens.map((t) => [t.name, t.value])).toEqual(
    expected.tokens.allTokens.map((t) => [t.name, t.value]),
  );
  expect(made.token('colors.red.700')).toBe(expected.token('colors.red.700'));
  const style = { color: 'fg.error', bg: 'green.solid', p: '4', fontSize: { base: 'sm', md: 'md' } };
  expect(made.css(style)).toEqual(expected.css(style));
  expect(JSON.stringify(made.getTokenCss())).toBe(JSON.stringify(expected.getTokenCss()));
  expect(JSON.stringify(made._config)).toBe(JSON.stringify(expected._config));
}

describe("Chakra's system made in steps", () => {
  it('makes, over three tasks, the system that one call makes', async () => {
    const createSystem = await rewritten();
    const tasks: string[] = [];
    const made = await systemInSteps(createSystem, mergeConfigs, SYSTEM_CONFIGS, async () => {
      tasks.push('next task');
    });
    expect(tasks).toHaveLength(2);
    expectSame(made, createSystem(...SYSTEM_CONFIGS));
    // Where Chakra is not rewritten (these tests' own import), in one call.
    expect(await systemInSteps(unchanged, mergeConfigs, SYSTEM_CONFIGS, () => Promise.reject())).toBeTruthy();
  });

  it('makes a config of its own for each system (the crew and the full one add different recipes)', async () => {
    const createSystem = await rewritten();
    const noWait = async () => {};
    const first = await systemInSteps(createSystem, mergeConfigs, SYSTEM_CONFIGS, noWait);
    const second = await systemInSteps(createSystem, mergeConfigs, SYSTEM_CONFIGS, noWait);
    expect(second._config).not.toBe(first._config);
    expect(second._config.theme).not.toBe(first._config.theme);
  });

  it('fails the build on a Chakra that starts createSystem another way', () => {
    expect(() => chakraSystemInSteps('function createSystem() { return {}; }')).toThrow(/no longer starts/);
  });
});
