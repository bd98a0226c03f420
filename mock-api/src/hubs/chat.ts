import { canSeePreOrder, isStaffAuth } from '../auth/scope';
import type { Db } from '../db/open';
import { sendMail } from '../db/outbox';
import { idArg } from './args';
import type { CallContext, HubDefinition } from './connection';
import { HubError } from './protocol';

/** a chat message as the client reads it (camelCase, as ASP.NET sends it) */
export interface ChatMessage {
  content: string;
  audit: { createUser: string; createDate: string };
  sendEmailToCustomer: boolean;
}

const MAX_CONTENT = 4000;
const group = (preOrderId: number) => `preorder-${preOrderId}`;

/** Chat hub (/hubs/chat): InitializeChat, OpenChat, Read, Send; callback broadcastMessage(preOrderId, message). */
export function chatHub(db: Db): HubDefinition {
  const messages = db.prepare(
    `SELECT m.id, m.content, m.created, m.send_email_to_customer, u.first_name || ' ' || u.last_name AS author
     FROM chat_messages m JOIN users u ON u.id = m.user_id WHERE m.preorder_id = ? ORDER BY m.id`,
  );
  const markRead = db.prepare(
    `INSERT INTO chat_reads (preorder_id, user_id, last_read_id) VALUES (@p, @u, (SELECT COALESCE(MAX(id), 0) FROM chat_messages WHERE preorder_id = @p))
     ON CONFLICT (preorder_id, user_id) DO UPDATE SET last_read_id = excluded.last_read_id`,
  );
  const insert = db.prepare('INSERT INTO chat_messages (preorder_id, user_id, content, created, send_email_to_customer) VALUES (?, ?, ?, ?, ?)');
  const recipients = db.prepare('SELECT email FROM preorder_users WHERE preorder_id = ?');

  /** the pre-order id argument, checked against what the caller may see */
  function allowed(ctx: CallContext, value: unknown): number {
    const id = idArg(value);
    if (!canSeePreOrder(db, ctx.auth, id)) throw new HubError(`You are not allowed to see pre-order ${id}.`);
    return id;
  }
  /** the person behind the connection (the admin or salesman while impersonating) */
  const person = (ctx: CallContext) => ctx.auth.actor ?? ctx.auth.user;

  return {
    name: 'chat',
    methods: {
      InitializeChat(ctx, preOrderId) {
        ctx.hub.join(group(allowed(ctx, preOrderId)), ctx.connection);
        return null;
      },
      OpenChat(ctx, preOrderId): ChatMessage[] {
        const id = allowed(ctx, preOrderId);
        const rows = messages.all(id) as { content: string; created: string; send_email_to_customer: number; author: string }[];
        markRead.run({ p: id, u: person(ctx).id });
        return rows.map((r) => ({ content: r.content, audit: { createUser: r.author, createDate: r.created }, sendEmailToCustomer: r.send_email_to_customer === 1 }));
      },
      Read(ctx, preOrderId) {
        markRead.run({ p: allowed(ctx, preOrderId), u: person(ctx).id });
        return null;
      },
      Send(ctx, preOrderId, content, sendEmailToCustomer): ChatMessage {
        const id = allowed(ctx, preOrderId);
        if (typeof content !== 'string' || !content.trim()) throw new HubError('The message is empty.');
        if (content.length > MAX_CONTENT) throw new HubError(`The message is longer than ${MAX_CONTENT} characters.`);
        const author = person(ctx);
        // only the salesman side sees the notify-by-e-mail checkbox (spec section 6)
        const email = sendEmailToCustomer === true && isStaffAuth(ctx.auth);
        const created = new Date().toISOString();
        insert.run(id, author.id, content, created, email ? 1 : 0);
        markRead.run({ p: id, u: author.id });
        if (email) {
          for (const r of recipients.all(id) as { email: string }[]) sendMail(db, { to: r.email, kind: 'chat', body: `New message on pre-order ${id}: ${content}` });
        }
        const message: ChatMessage = { content, audit: { createUser: `${author.first_name} ${author.last_name}`, createDate: created }, sendEmailToCustomer: email };
        ctx.hub.invokeGroup(group(id), 'broadcastMessage', [id, message]);
        return message;
      },
    },
  };
}
