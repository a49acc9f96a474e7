import { describe, expect, it } from 'vitest';
import { cheapHashesForTests, hashPassword, verifyPassword } from './password';

describe('password hashes', () => {
  it('are production-strength unless a test harness asked otherwise, and verify at whatever cost they carry', async () => {
    // Other files of this worker may have asked for cheap hashes already: start from the product's default.
    cheapHashesForTests(false);
    const strong = await hashPassword('correct horse');
    expect(strong.startsWith('scrypt$16384$8$1$')).toBe(true);
    cheapHashesForTests();
    const cheap = await hashPassword('correct horse');
    expect(cheap.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', strong)).toBe(true);
    expect(await verifyPassword('correct horse', cheap)).toBe(true);
    expect(await verifyPassword('wrong horse', cheap)).toBe(false);
  });
});
