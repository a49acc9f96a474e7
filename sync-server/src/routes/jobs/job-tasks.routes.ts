import { jobIdsSchema, type TasksByJob, tasks } from '@bin-valet/schema';
import { asc, inArray } from 'drizzle-orm';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { requireRole, STAFF } from '../../auth/guard';
import { readJson } from '../../http/validate';

/** Tasks read in bulk by job ids, mounted at /api/jobs. */
export function jobTasksRoutes() {
  const app = new Hono<AppEnv>();

  app.post('/tasks/bulk', requireRole(...STAFF), async (c) => {
    const { jobIds } = await readJson(c, jobIdsSchema);
    const out: TasksByJob = {};
    for (const id of jobIds) out[String(id)] = [];
    if (jobIds.length === 0) return c.json(out);
    const rows = c
      .get('store')
      .orm.select()
      .from(tasks)
      .where(inArray(tasks.jobId, [...new Set(jobIds)]))
      .orderBy(asc(tasks.jobId), asc(tasks.scheduledDate), asc(tasks.id))
      .all();
    for (const row of rows) out[String(row.jobId)]?.push(row);
    return c.json(out);
  });

  return app;
}
