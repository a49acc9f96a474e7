import { customerChanges, type MessageChoices, messageChoicesSchema, PREFERENCE_KINDS } from '@bin-valet/schema';
import { Hono } from 'hono';
import type { AppEnv } from '../../app-env';
import { readJson } from '../../http/validate';
import { choicesOf, saveChoices } from '../../messages/choices';
import { tokenWriteLimit } from './token-write-limit';
import { byToken } from './track.routes';

const CHANNEL_WORDS = { text: 'texts', email: 'e-mails', none: 'no messages' } as const;

/** "Customer chose e-mails for: bins_back" — the office's history line. */
function summary(choices: MessageChoices) {
  if (choices.channel === 'none') return 'Customer chose no messages';
  const on = PREFERENCE_KINDS.filter((k) => choices.kinds[k]);
  return `Customer chose ${CHANNEL_WORDS[choices.channel]} for: ${on.length ? on.join(', ') : 'nothing'}`;
}

/** The customer's message choices on the tracking link, mounted at /api. No session. */
export function selfServicePreferencesRoutes() {
  const app = new Hono<AppEnv>();

  app.get('/:token/preferences', (c) => {
    const customer = byToken(c);
    return c.json(choicesOf(c.get('store').orm, customer.id, customer.contactMethod));
  });

  app.put('/:token/preferences', tokenWriteLimit, async (c) => {
    byToken(c);
    const body = await readJson(c, messageChoicesSchema);
    const answer = c.get('store').write((db) => {
      const customer = byToken(c, db);
      saveChoices(db, customer.id, body);
      db.insert(customerChanges)
        .values({ customerId: customer.id, kind: 'preferences', summary: summary(body), affectsDate: null })
        .run();
      return choicesOf(db, customer.id, customer.contactMethod);
    });
    return c.json(answer);
  });

  return app;
}
