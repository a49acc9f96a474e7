import { type MutationResult, PUSH_MAX_MUTATIONS, type PushResponse, pushBodySchema } from '@bin-valet/schema';
import type { Context } from 'hono';
import type { AppEnv } from '../app-env';
import { pushStatements } from '../db/raw-sql';
import { queuedWrite } from '../db/write-queue';
import { badRequest, forbidden } from '../http/errors';
import { readJson } from '../http/validate';
import { batchTasks, checkMutation, type Outcome, refuseWithCurrent } from './mutations';
import { isPastRetention, TOO_OLD_REASON } from './retention';

/**
 * POST /api/sync/push (docs/architecture.md §4.2). The client id is bound to the first employee who pushes with
 * it. Each mutation's result is stored in the same transaction as its change, so a retry after a lost
 * reply finds the stored result and nothing is applied twice. Results are kept for the retention period
 * (sync/retention.ts); a change made before it is refused, since its stored answer may be gone. A change
 * that can never apply (unknown name, bad arguments) is answered but not stored: the same retry gets the
 * same answer anyway.
 */
export async function handlePush(c: Context<AppEnv>) {
  const user = c.get('user');
  const store = c.get('store');
  const messaging = c.get('config');
  const body = await readJson(c, pushBodySchema);
  if (body.mutations.length > PUSH_MAX_MUTATIONS) throw badRequest(`At most ${PUSH_MAX_MUTATIONS} changes per push`);

  // One transaction for the whole batch, client binding included: one commit per batch, not per tap
  // (docs/decisions/0005-one-transaction-per-push-batch.md). Pushes take turns in arrival order (db/write-queue.ts).
  const results: MutationResult[] = await queuedWrite(store, (db) => {
    const q = pushStatements(db);
    const { clientId } = body;
    const arrival = new Date();
    const now = arrival.toISOString();
    const owner = q.owner.get(clientId);
    if (!owner) q.addClient.run({ clientId, employeeId: user.id, now });
    else if (owner.employeeId !== user.id) throw forbidden();
    const mutationIds = JSON.stringify(body.mutations.map((m) => m.mutationId));
    // Results by mutation id: stored by earlier pushes, and recorded here as the batch runs, so an id
    // repeated within the batch gets the first answer too.
    const stored = new Map(q.storedResults.all(clientId, mutationIds).map((r) => [r.mutationId, r.result]));
    // Every task the batch changes, read in one query rather than twice per change.
    const tasks = batchTasks(db, body.mutations);
    const nowMs = Date.now();
    return body.mutations.map((m): MutationResult => {
      const done = stored.get(m.mutationId);
      if (done !== undefined) return { mutationId: m.mutationId, ...(JSON.parse(done) as Outcome) };
      if (isPastRetention(m.mutationId, nowMs))
        return { mutationId: m.mutationId, ...refuseWithCurrent({ db }, m.name, m.args, TOO_OLD_REASON) };
      const checked = checkMutation(m.name, m.args);
      if ('refusal' in checked) return { mutationId: m.mutationId, ...checked.refusal };
      const outcome = checked.run({ db, user, messaging, tasks, now: arrival });
      const result = JSON.stringify(outcome);
      q.recordResult.run(clientId, m.mutationId, user.id, m.name, result, now);
      stored.set(m.mutationId, result);
      return { mutationId: m.mutationId, ...outcome };
    });
  });
  const answer: PushResponse = { results };
  return c.json(answer);
}
