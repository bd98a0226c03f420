import { canSeePreOrder, isStaffAuth } from '../auth/scope';
import type { Db } from '../db/open';
import { sendMail } from '../db/outbox';
import { booleanArg, idArg, optionalIdArg, stringArg } from './args';
import { hubMethod, type CallContext, type HubConnection, type HubDefinition } from './connection';
import { HubError } from './protocol';

/** a chat message as the client reads it (camelCase, as ASP.NET sends it); `id` orders and pages the history */
export interface ChatMessage {
  id: number;
  content: string;
  audit: { createUser: string; createDate: string };
  sendEmailToCustomer: boolean;
}

const MAX_CONTENT = 4000;
/** OpenChat answers at most this many messages: the newest, or the newest before `beforeId` */
export const CHAT_PAGE_SIZE = 50;
/**
 * Send is rate-limited per connection with a token bucket: up to CHAT_BURST messages at once, then one
 * more per CHAT_REFILL_MS (a sustained 60 a minute). A message over the limit is refused in the
 * completion ("too fast"); the connection stays open.
 */
export const CHAT_BURST = 10;
export const CHAT_REFILL_MS = 1000;

const group = (preOrderId: number) => `preorder-${preOrderId}`;

/** a token bucket: `take()` is false while it is empty */
export class TokenBucket {
  private tokens: number;
  private last: number;

  constructor(
    private readonly capacity: number,
    private readonly refillMs: number,
    private readonly now: () => number = Date.now,
  ) {
    this.tokens = capacity;
    this.last = now();
  }

  take(): boolean {
    const t = this.now();
    this.tokens = Math.min(this.capacity, this.tokens + (t - this.last) / this.refillMs);
    this.last = t;
    if (this.tokens < 1) return false;
    this.tokens -= 1;
    return true;
  }
}

interface MessageRow {
  id: number;
  content: string;
  created: string;
  send_email_to_customer: number;
  author: string;
}

const toMessage = (r: MessageRow): ChatMessage => ({ id: r.id, content: r.content, audit: { createUser: r.author, createDate: r.created }, sendEmailToCustomer: r.send_email_to_customer === 1 });

/**
 * Chat hub (/hubs/chat): InitializeChat(preOrderId), OpenChat(preOrderId, beforeId?), Read(preOrderId),
 * Send(preOrderId, content, sendEmailToCustomer?); callback broadcastMessage(preOrderId, message).
 * OpenChat pages the history: the newest CHAT_PAGE_SIZE messages, oldest first; with `beforeId` (the id of
 * the oldest message the client holds) the page before it. An answer shorter than the page size is the start.
 */
export function chatHub(db: Db): HubDefinition {
  const page = db.prepare(
    `SELECT * FROM (
       SELECT m.id, m.content, m.created, m.send_email_to_customer, u.first_name || ' ' || u.last_name AS author
       FROM chat_messages m JOIN users u ON u.id = m.user_id WHERE m.preorder_id = @p AND (@before IS NULL OR m.id < @before) ORDER BY m.id DESC LIMIT @take
     ) ORDER BY id`,
  );
  const markRead = db.prepare(
    `INSERT INTO chat_reads (preorder_id, user_id, last_read_id) VALUES (@p, @u, (SELECT COALESCE(MAX(id), 0) FROM chat_messages WHERE preorder_id = @p))
     ON CONFLICT (preorder_id, user_id) DO UPDATE SET last_read_id = excluded.last_read_id`,
  );
  const insert = db.prepare('INSERT INTO chat_messages (preorder_id, user_id, content, created, send_email_to_customer) VALUES (?, ?, ?, ?, ?)');
  const recipients = db.prepare('SELECT email FROM preorder_users WHERE preorder_id = ?');
  const buckets = new WeakMap<HubConnection, TokenBucket>();

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
      InitializeChat: hubMethod(1, 1, (ctx, preOrderId) => {
        ctx.hub.join(group(allowed(ctx, preOrderId)), ctx.connection);
        return null;
      }),
      OpenChat: hubMethod(1, 2, (ctx, preOrderId, beforeId): ChatMessage[] => {
        const id = allowed(ctx, preOrderId);
        const before = optionalIdArg(beforeId, 'beforeId');
        const rows = page.all({ p: id, before, take: CHAT_PAGE_SIZE }) as MessageRow[];
        if (before === null) markRead.run({ p: id, u: person(ctx).id });
        return rows.map(toMessage);
      }),
      Read: hubMethod(1, 1, (ctx, preOrderId) => {
        markRead.run({ p: allowed(ctx, preOrderId), u: person(ctx).id });
        return null;
      }),
      Send: hubMethod(2, 3, (ctx, preOrderId, contentArg, sendEmailArg): ChatMessage => {
        const id = allowed(ctx, preOrderId);
        const content = stringArg(contentArg, 'content');
        const sendEmailToCustomer = booleanArg(sendEmailArg, 'sendEmailToCustomer');
        if (!content.trim()) throw new HubError('The message is empty.');
        if (content.length > MAX_CONTENT) throw new HubError(`The message is longer than ${MAX_CONTENT} characters.`);
        let bucket = buckets.get(ctx.connection);
        if (!bucket) buckets.set(ctx.connection, (bucket = new TokenBucket(CHAT_BURST, CHAT_REFILL_MS)));
        if (!bucket.take()) throw new HubError('You are sending messages too fast. Wait a moment and send again.');
        const author = person(ctx);
        // only the salesman side sees the notify-by-e-mail checkbox (spec section 6)
        const email = sendEmailToCustomer && isStaffAuth(ctx.auth);
        const created = new Date().toISOString();
        const messageId = Number(insert.run(id, author.id, content, created, email ? 1 : 0).lastInsertRowid);
        markRead.run({ p: id, u: author.id });
        if (email) {
          for (const r of recipients.all(id) as { email: string }[]) sendMail(db, { to: r.email, kind: 'chat', body: `New message on pre-order ${id}: ${content}` });
        }
        const message: ChatMessage = { id: messageId, content, audit: { createUser: `${author.first_name} ${author.last_name}`, createDate: created }, sendEmailToCustomer: email };
        ctx.hub.invokeGroup(group(id), 'broadcastMessage', [id, message]);
        return message;
      }),
    },
  };
}
