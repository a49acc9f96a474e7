import type { Context } from 'hono';
import { type MutationResult, PUSH_MAX_MUTATIONS, type PushResponse, pushBodySchema } from '../../../schema';
import type { AppEnv } from '../app-env';
import { queuedWrite } from '../db/write-queue';
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
  const messaging = c.get('config');
  const body = await readJson(c, pushBodySchema);
  if (body.mutations.length > PUSH_MAX_MUTATIONS) throw badRequest(`At most ${PUSH_MAX_MUTATIONS} changes per push`);

  // One transaction for the whole batch, client binding included: a crew's queue of 50 taps costs
  // one commit, not 50, and a reply lost after the commit still finds every result stored for the retry.
  // Pushes take turns in arrival order (db/write-queue.ts), so no crew waits behind the others twice.
  const results: MutationResult[] = await queuedWrite(store, (db) => {
    const q = pushStatements(db);
    const { clientId } = body;
    const now = new Date().toISOString();
    const owner = q.owner.get(clientId);
    if (!owner) q.addClient.run({ clientId, employeeId: user.id, now });
    else if (owner.employeeId !== user.id) throw forbidden();
    const mutationIds = JSON.stringify(body.mutations.map((m) => m.mutationId));
    // Results by mutation id: stored by earlier pushes, and recorded here as the batch runs, so an id
    // repeated within the batch gets the first answer too.
    const stored = new Map(q.storedResults.all(clientId, mutationIds).map((r) => [r.mutationId, r.result]));
    return body.mutations.map((m) => {
      const done = stored.get(m.mutationId);
      const outcome =
        done !== undefined ? (JSON.parse(done) as Outcome) : runMutation({ db, user, messaging }, m.name, m.args);
      if (done === undefined) {
        const result = JSON.stringify(outcome);
        q.recordResult.run(clientId, m.mutationId, user.id, m.name, result, now);
        stored.set(m.mutationId, result);
      }
      return { mutationId: m.mutationId, ...outcome };
    });
  });
  const answer: PushResponse = { results };
  return c.json(answer);
}
