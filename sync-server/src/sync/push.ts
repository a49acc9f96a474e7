import { and, eq } from 'drizzle-orm';
import type { Context } from 'hono';
import {
  type MutationResult,
  PUSH_MAX_MUTATIONS,
  type PushResponse,
  pushBodySchema,
  syncClients,
  syncMutations,
} from '../../../schema';
import type { AppEnv } from '../app-env';
import { badRequest, forbidden } from '../http/errors';
import { readJson } from '../http/validate';
import { type Outcome, runMutation } from './mutations';

/**
 * POST /api/sync/push (DESIGN.md §5). The client id is bound to the first employee who pushes with
 * it. Each mutation runs in its own transaction together with the record of its result, so a retry
 * after a lost reply finds the stored result and nothing is applied twice.
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

  const results: MutationResult[] = body.mutations.map((m) => {
    const outcome = store.write((db): Outcome => {
      const done = db
        .select({ result: syncMutations.result })
        .from(syncMutations)
        .where(and(eq(syncMutations.clientId, body.clientId), eq(syncMutations.mutationId, m.mutationId)))
        .get();
      if (done) return JSON.parse(done.result) as Outcome;
      const result = runMutation({ db, user }, m.name, m.args);
      db.insert(syncMutations)
        .values({
          clientId: body.clientId,
          mutationId: m.mutationId,
          employeeId: user.id,
          name: m.name,
          result: JSON.stringify(result),
        })
        .run();
      return result;
    });
    return { mutationId: m.mutationId, ...outcome };
  });
  const answer: PushResponse = { results };
  return c.json(answer);
}
