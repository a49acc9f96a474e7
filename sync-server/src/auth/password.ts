import { randomBytes, scrypt as scryptCb, timingSafeEqual } from 'node:crypto';

/** scrypt hashes as `scrypt$N$r$p$salt$hash` (base64), so parameters can be raised later. */
const PRODUCT_N = 16384;
let N = PRODUCT_N;
const R = 8;
const P = 1;
const KEYLEN = 32;

function scrypt(password: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scryptCb(password, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await scrypt(password, salt, N, R, P);
  return `scrypt$${N}$${R}$${P}$${salt.toString('base64')}$${key.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [kind, n, r, p, salt, hash] = stored.split('$');
  if (kind !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64');
  const key = await scrypt(password, Buffer.from(salt, 'base64'), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash that never verifies, compared against for unknown usernames so timing does not reveal them. */
export const dummyHash = () =>
  `scrypt$${N}$${R}$${P}$${Buffer.alloc(16).toString('base64')}$${Buffer.alloc(KEYLEN).toString('base64')}`;

/**
 * Test harnesses only (vitest's app harness, the e2e server): new hashes at a 16x cheaper cost, so the
 * thousands of test sign-ins do not each spend a production scrypt. No environment variable reaches it,
 * so a deployment cannot be weakened by configuration; hashes keep their own cost, so verifying is unchanged.
 */
export function cheapHashesForTests(cheap = true) {
  N = cheap ? 1024 : PRODUCT_N;
}

export const generatePassword = () => randomBytes(12).toString('base64url');
