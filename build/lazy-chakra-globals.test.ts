import { describe, expect, it } from 'vitest';
import { installedFile } from './installed-file';
import { CHAKRA_SYSTEM_MODULE, lazyChakraGlobals } from './lazy-chakra-globals';

const chakraSystem = () => installedFile(CHAKRA_SYSTEM_MODULE);

describe("Chakra's global CSS built when first read", () => {
  it('rewrites the installed Chakra: the eager list becomes a getter that builds it once', () => {
    const original = chakraSystem();
    const lazy = lazyChakraGlobals(original);
    expect(lazy).not.toContain('const _global = [');
    expect(lazy).toContain('let _globalCss;');
    expect(lazy).toContain(
      'get _global() {\n      return (_globalCss ??= [getPreflightCss(), getGlobalCss(), getTokenCss()]);\n    },',
    );
    // Everything else is as Chakra wrote it.
    expect(lazy.replace(/let _globalCss;[\s\S]*?get _global\(\) \{[\s\S]*?\n {4}\},\n/, '')).toBe(
      original.replace(/const _global = \[[^\n]*\n[\s\S]*? {4}_global,\n/, ''),
    );
  });

  it('fails the build on a Chakra that builds the list another way', () => {
    expect(() => lazyChakraGlobals('function createSystem() { return {}; }')).toThrow(/no longer builds _global/);
  });
});
