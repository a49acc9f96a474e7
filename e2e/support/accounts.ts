export const E2E_ADMIN = { username: 'admin', password: 'e2e-admin-pass' } as const;
