import { and, desc, eq } from 'drizzle-orm';
import type { OutboxMessage } from '../../../src/api/contract/accounts';
import type { Db } from '../../db';
import { outbox } from '../../db/schema';

/**
 * Message providers. A real SMS gateway or mail service implements these; none is reachable from
 * here, so the default for both is the "outbox": every message is stored in the `outbox` table,
 * and outside production GET /api/dev/outbox lists them (for the demo and the automated tests).
 */
export interface SmsMessage {
  /** `+<country code><number>` */
  to: string;
  purpose: string;
  body: string;
}
export interface EmailMessage {
  to: string;
  purpose: string;
  subject: string;
  body: string;
}
export interface SmsProvider {
  readonly name: string;
  send(message: SmsMessage): Promise<void>;
}
export interface EmailProvider {
  readonly name: string;
  send(message: EmailMessage): Promise<void>;
}

export function createOutbox(db: Db, now: () => Date) {
  const sms: SmsProvider = {
    name: 'outbox',
    async send(m) {
      await db.insert(outbox).values({ channel: 'sms', to: m.to, purpose: m.purpose, body: m.body, createdAt: now() });
    },
  };
  const email: EmailProvider = {
    name: 'outbox',
    async send(m) {
      await db.insert(outbox).values({
        channel: 'email',
        to: m.to,
        purpose: m.purpose,
        subject: m.subject,
        body: `${m.subject}\n\n${m.body}`,
        createdAt: now(),
      });
    },
  };
  /** Stored messages, newest first; `to` filters on the exact recipient. */
  async function list(to?: string, limit = 100): Promise<OutboxMessage[]> {
    const rows = await db
      .select()
      .from(outbox)
      .where(to ? and(eq(outbox.to, to)) : undefined)
      .orderBy(desc(outbox.id))
      .limit(limit);
    return rows.map((r) => ({
      id: String(r.id),
      channel: r.channel === 'email' ? 'email' : 'sms',
      to: r.to,
      purpose: r.purpose,
      body: r.body,
      createdAt: r.createdAt.getTime(),
    }));
  }
  return { sms, email, list };
}
