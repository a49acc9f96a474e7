import type { MessageKind, UndeliveredList, UndeliveredMessage } from '@bin-valet/schema';

/** The list's filters: a message kind and failed / not sent, '' for all. */
export interface MessageFilter {
  kind: MessageKind | '';
  status: 'failed' | 'not_sent' | '';
}

export const filterMessages = (messages: UndeliveredMessage[], f: MessageFilter) =>
  messages.filter((m) => (!f.kind || m.kind === f.kind) && (!f.status || m.status === f.status));

/** Whether Retry can do anything: only when the message's channel has a provider configured. */
export const retryable = (m: UndeliveredMessage, providers: UndeliveredList['providers']) =>
  m.channel === 'sms' ? providers.sms : providers.email;

/** The channels with no provider, named for the screen's notice ('texts', 'e-mails'). */
export function missingProviders(providers: UndeliveredList['providers']): string[] {
  const out: string[] = [];
  if (!providers.sms) out.push('texts');
  if (!providers.email) out.push('e-mails');
  return out;
}
