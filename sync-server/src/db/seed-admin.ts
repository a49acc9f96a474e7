import { employees } from '@bin-valet/schema';
import { count } from 'drizzle-orm';
import { generatePassword, hashPassword } from '../auth/password';
import type { Config } from '../env';
import type { Store } from './connection';

/**
 * On a database with no employees, create the admin account (docs/architecture.md §9).
 * Returns the generated password, if one was generated, so the caller prints it once.
 */
export async function ensureAdmin(store: Store, config: Pick<Config, 'adminUsername' | 'adminPassword'>) {
  const existing = store.orm.select({ n: count() }).from(employees).get()?.n ?? 0;
  if (existing > 0) return { created: false as const };
  const password = config.adminPassword ?? generatePassword();
  const passwordHash = await hashPassword(password);
  store.write((db) =>
    db
      .insert(employees)
      .values({ username: config.adminUsername, passwordHash, role: 'admin', name: 'Administrator' })
      .run(),
  );
  return { created: true as const, generatedPassword: config.adminPassword ? undefined : password };
}
