import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type MutationResult,
  PUSH_MAX_MUTATIONS,
  type PushResponse,
  pushBodySchema,
  syncClients,
} from '../../../schema';
import type { AppEnv } from '../app-env';
import { badRequest, forbidden } from '../http/errors';
import { readJson } from '../http/validate';
import { type Outcome, runMutation } from './mutations';
import { pushStatements } from './statements';

/**
 * POST /api/sync/push (DESIGN.md §5). The client id is bound to the first employee who pushes with
 * it. Each mutation's result is stored in the same transaction as its change, so a retry after a lost
 * reply finds the stored result and nothing is applied twice.
 */
export async function handlePush(c: Context<AppEnv>) {
  const user = c.get('user');
  const store = c.get('store');
  const body = await readJson(c, pushBodySchema);
  if (body.mutations.length > PUSH_MAX_MUTATIONS) throw badRequest(`At most ${PUSH_MAX_MUTATIONS} changes per push`);

  const owner = store.write((db) => {
    const row = db.select().from(syncClients).where(eq(syncClients.clientId, body.clientId)).get();
    if (row) return row.employeeId;
    db.insert(syncClients).values({ clientId: body.clientId, employeeId: user.id }).run();
    return user.id;
  });
  if (owner !== user.id) throw forbidden();

  // One transaction for the whole batch: a crew's queue of 50 taps costs one commit, not 50, and a
  // reply lost after the commit still finds every result stored for the retry.
  const results: MutationResult[] = store.write((db) => {
    const q = pushStatements(db);
    return body.mutations.map((m) => {
      const key = { clientId: body.clientId, mutationId: m.mutationId };
      const done = q.storedResult.get(key);
      const outcome = done ? (JSON.parse(done.result) as Outcome) : runMutation({ db, user }, m.name, m.args);
      if (!done) {
        const result = JSON.stringify(outcome);
        q.recordResult.run({ ...key, employeeId: user.id, name: m.name, result, now: new Date().toISOString() });
      }
      return { mutationId: m.mutationId, ...outcome };
    });
  });
  const answer: PushResponse = { results };
  return c.json(answer);
}
