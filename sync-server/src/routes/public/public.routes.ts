import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';

/** What the public pages need from the server's configuration (docs/architecture.md §3.1). */
export function publicRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/config', (c) => {
    const config = c.get('config');
    return c.json({
      contactPhone: config.contactPhone,
      contactEmail: config.contactEmail,
      productName: config.productName,
      publicUrl: config.publicUrl,
      businessTz: config.businessTz,
      freeTrialMonth: config.freeTrialMonth,
      addressSearch: config.geocoderUrl !== null,
    });
  });
  return app;
}
