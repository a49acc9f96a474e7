import { DEMO_STAFF } from '../../sync-server/src/db/demo-data';

export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-pass' } as const;

export interface DemoAccount {
  username: string;
  password: string;
  role: string;
}

const account = (username: string): DemoAccount => {
  const s = DEMO_STAFF.find((x) => x.username === username);
  if (!s) throw new Error(`no demo account ${username}`);
  return { username: s.username, password: s.password, role: s.role };
};

/** The demo staff seeded into the e2e database by serve.ts (sync-server/src/db/demo-data.ts). */
export const DEMO = {
  manager: account('maria'),
  customerService: account('sam'),
  crew: account('casey'),
  crew2: account('jordan'),
  crew3: account('riley'),
  /** Inactive: sign-in is refused. */
  inactiveCrew: account('alex'),
} as const;

export const DEMO_ACCOUNTS: readonly DemoAccount[] = DEMO_STAFF.map((s) => account(s.username));
