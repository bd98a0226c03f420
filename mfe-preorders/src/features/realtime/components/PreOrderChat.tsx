import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Badge, Button, EmptyState, ErrorState, LoadingState, TOAST_DURATION, formatDateTime, roleFlags, toast, usePortal } from 'shared-kernel';
import { acquireHub, logHubFailure, type HubLease } from '../hubConnection';
import { sameMessage, type ChatMessage } from '../types';
import styles from './PreOrderChat.module.css';

/** Spec section 4: the chat's open state is remembered in local storage. */
export const CHAT_OPEN_STORAGE_KEY = 'portal.preorders.chatOpen';
/** the chat hub refuses longer messages */
export const CHAT_MAX_LENGTH = 4000;
/** OpenChat answers at most this many messages (mock-api hubs/chat.ts): a full page may have earlier ones */
export const CHAT_PAGE_SIZE = 50;

function readOpen(): boolean {
  try {
    return window.localStorage.getItem(CHAT_OPEN_STORAGE_KEY) === 'true';
  } catch {
    return false;
  }
}

function writeOpen(open: boolean): void {
  try {
    window.localStorage.setItem(CHAT_OPEN_STORAGE_KEY, String(open));
  } catch {
    // storage unavailable: the state is not remembered
  }
}

type Status = 'idle' | 'connecting' | 'ready' | 'failed';

export interface PreOrderChatProps {
  preOrderId: number;
  /** salesman: also shows the notify-by-e-mail checkbox (spec section 6) */
  mode: 'customer' | 'salesman';
  /** unread messages known before the chat connects (e.g. the pre-order's UnreadMessages) */
  initialUnread?: number;
}

/**
 * The chat between customer and salesman on a pre-order (spec sections 4, 5, 6, 7). The hub connection
 * starts on the first open; messages arriving while closed raise the unread counter, opening resets it.
 * Hidden while impersonating. Message content is rendered as text, never as HTML.
 */
export function PreOrderChat({ preOrderId, mode, initialUnread = 0 }: PreOrderChatProps) {
  const { session } = usePortal();
  if (roleFlags(session).impersonated) return null;
  return <ChatPanel preOrderId={preOrderId} mode={mode} initialUnread={initialUnread} />;
}

function ChatPanel({ preOrderId, mode, initialUnread = 0 }: PreOrderChatProps) {
  const intl = useIntl();
  const { session } = usePortal();
  const me = session ? `${session.firstName} ${session.lastName}` : '';
  const ids = { panel: useId(), heading: useId(), input: useId(), hint: useId() };

  const [open, setOpen] = useState(readOpen);
  const [started, setStarted] = useState(open);
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [unread, setUnread] = useState(open ? 0 : initialUnread);
  const [draft, setDraft] = useState('');
  const [notify, setNotify] = useState(false);
  /** sends on their way (the send button's busy state) */
  const [pending, setPending] = useState(0);
  const [hasEarlier, setHasEarlier] = useState(false);
  const [loadingEarlier, setLoadingEarlier] = useState(false);

  const openRef = useRef(open);
  const leaseRef = useRef<HubLease | null>(null);
  /** the sends, one after the other in the order typed */
  const sendQueue = useRef<Promise<void>>(Promise.resolve());
  const countRef = useRef(0);
  const lastIdRef = useRef<number | null>(null);
  const logRef = useRef<HTMLDivElement>(null);
  /** the log's height before earlier messages were put on top: the view stays where the user was */
  const heightBeforeEarlier = useRef<number | null>(null);

  const append = useCallback((message: ChatMessage) => {
    setMessages((all) => (all.slice(-5).some((m) => sameMessage(m, message)) ? all : [...all, message]));
  }, []);

  useEffect(() => {
    countRef.current = messages.length;
    const ids = messages.map((m) => m.id).filter((id): id is number => typeof id === 'number');
    lastIdRef.current = ids.length ? Math.max(...ids) : null;
  }, [messages]);

  // the connection: on the first open, again after a failure's retry or another pre-order
  useEffect(() => {
    if (!started) return;
    let cancelled = false;
    let lease: HubLease | null = null;
    setStatus('connecting');

    const markRead = (l: HubLease) => l.invoke('Read', preOrderId).catch(logHubFailure);
    const load = async (l: HubLease, reconnect: boolean) => {
      await l.invoke('InitializeChat', preOrderId);
      // the newest page of the history; earlier pages on request (CHAT_PAGE_SIZE)
      const history = (await l.invoke<ChatMessage[] | null>('OpenChat', preOrderId)) ?? [];
      if (cancelled) return;
      // after a reconnect, messages missed while closed count as unread
      if (reconnect && !openRef.current) {
        const last = lastIdRef.current;
        const missed = last !== null ? history.filter((m) => typeof m.id === 'number' && m.id > last).length : history.length - countRef.current;
        setUnread((n) => n + Math.max(0, missed));
      }
      setMessages(history);
      setHasEarlier(history.length >= CHAT_PAGE_SIZE);
      setStatus('ready');
    };

    acquireHub('chat', {
      onReconnected: () => {
        if (lease && !cancelled) load(lease, true).catch(logHubFailure);
      },
    })
      .then(async (l) => {
        if (cancelled) {
          l.release();
          return;
        }
        lease = l;
        leaseRef.current = l;
        l.on('broadcastMessage', (pid: number, message: ChatMessage) => {
          if (cancelled || Number(pid) !== preOrderId || !message) return;
          append(message);
          if (openRef.current) void markRead(l);
          else setUnread((n) => n + 1);
        });
        await load(l, false);
      })
      .catch((error: unknown) => {
        logHubFailure(error);
        if (!cancelled) setStatus('failed');
      });

    return () => {
      cancelled = true;
      if (leaseRef.current === lease) leaseRef.current = null;
      lease?.release();
      lease = null;
    };
  }, [started, preOrderId, attempt, append]);

  // newest message in view; after earlier messages came in on top, the messages the user was reading
  useEffect(() => {
    const log = logRef.current;
    if (!log) return;
    const before = heightBeforeEarlier.current;
    heightBeforeEarlier.current = null;
    log.scrollTop = before === null ? log.scrollHeight : log.scrollHeight - before;
  }, [messages.length, open, status]);

  const loadEarlier = async () => {
    const lease = leaseRef.current;
    const oldest = messages[0]?.id;
    if (!lease || typeof oldest !== 'number' || loadingEarlier) return;
    setLoadingEarlier(true);
    try {
      const page = (await lease.invoke<ChatMessage[] | null>('OpenChat', preOrderId, oldest)) ?? [];
      heightBeforeEarlier.current = logRef.current?.scrollHeight ?? null;
      setMessages((all) => [...page.filter((m) => !all.some((x) => sameMessage(x, m))), ...all]);
      setHasEarlier(page.length >= CHAT_PAGE_SIZE);
    } catch (error) {
      logHubFailure(error);
      toast('error', intl.formatMessage({ id: 'preorders.realtime.chat.earlierFailed' }), TOAST_DURATION.longer);
    } finally {
      setLoadingEarlier(false);
    }
  };

  const toggle = () => {
    const next = !open;
    openRef.current = next;
    setOpen(next);
    writeOpen(next);
    if (!next) return;
    setUnread(0);
    setStarted(true);
    leaseRef.current?.invoke('Read', preOrderId).catch(logHubFailure);
  };

  /**
   * Sends the draft. The field empties at once, so the next message can be typed (and sent) while this one
   * is on its way; the sends go out one after the other, in the order typed. A failed send shows a toast
   * and puts its text back into the field when that is empty: nothing typed is lost, and nothing typed
   * since is overwritten (the field used to empty when the hub answered, wiping a message typed meanwhile).
   */
  const send = () => {
    const content = draft.trim();
    const lease = leaseRef.current;
    if (!content || !lease) return;
    const email = mode === 'salesman' && notify;
    setDraft('');
    setPending((n) => n + 1);
    sendQueue.current = sendQueue.current.then(async () => {
      try {
        const sent = await lease.invoke<ChatMessage | null>('Send', preOrderId, content, email);
        if (sent) append(sent);
      } catch (error) {
        console.error(error);
        toast('error', intl.formatMessage({ id: 'preorders.realtime.chat.sendFailed' }), TOAST_DURATION.longer);
        setDraft((current) => current || content);
      } finally {
        setPending((n) => n - 1);
      }
    });
  };

  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key !== 'Enter' || e.shiftKey || e.nativeEvent.isComposing) return;
    e.preventDefault();
    send();
  };

  const title = intl.formatMessage({ id: mode === 'salesman' ? 'preorders.realtime.chat.title.salesman' : 'preorders.realtime.chat.title.customer' });
  const ready = status === 'ready';

  return (
    <div className="ds-card ds-stack ds-stack--tight">
      <div className={`ds-row ${styles.header}`}>
        <Button variant={open ? 'secondary' : 'primary'} aria-expanded={open} aria-controls={ids.panel} onClick={toggle}>
          <FormattedMessage id="preorders.realtime.chat.toggle" />
          {unread > 0 && <Badge count={unread} label={intl.formatMessage({ id: 'preorders.realtime.chat.unread' }, { count: unread })} />}
        </Button>
      </div>
      {open && (
        <section id={ids.panel} aria-labelledby={ids.heading} className="ds-stack ds-stack--tight">
          <h2 id={ids.heading} className={styles.title}>
            {title}
          </h2>
          {(status === 'connecting' || status === 'idle') && <LoadingState label={intl.formatMessage({ id: 'preorders.realtime.chat.loading' })} />}
          {status === 'failed' && (
            <ErrorState
              message={intl.formatMessage({ id: 'preorders.realtime.chat.unavailable' })}
              onRetry={() => setAttempt((n) => n + 1)}
              retryLabel={intl.formatMessage({ id: 'preorders.realtime.chat.retry' })}
            />
          )}
          {ready && hasEarlier && (
            <Button variant="secondary" busy={loadingEarlier} disabled={loadingEarlier} onClick={() => void loadEarlier()}>
              <FormattedMessage id="preorders.realtime.chat.earlier" />
            </Button>
          )}
          {ready && (
            <div
              ref={logRef}
              role="log"
              aria-live="polite"
              aria-label={intl.formatMessage({ id: 'preorders.realtime.chat.log' })}
              tabIndex={0}
              className={styles.log}
            >
              {messages.length === 0 ? (
                <EmptyState message={intl.formatMessage({ id: 'preorders.realtime.chat.empty' })} />
              ) : (
                messages.map((m, i) => <ChatBubble key={m.id ?? `${m.audit?.createDate}-${i}`} message={m} own={!!me && m.audit?.createUser === me} />)
              )}
            </div>
          )}
          <div className={`ds-field ${styles.flush}`}>
            <label className="ds-label" htmlFor={ids.input}>
              <FormattedMessage id="preorders.realtime.chat.message" />
            </label>
            <textarea
              id={ids.input}
              className={`ds-input ${styles.input}`}
              rows={3}
              maxLength={CHAT_MAX_LENGTH}
              value={draft}
              disabled={!ready}
              aria-describedby={ids.hint}
              onChange={(e) => setDraft(e.target.value)}
              onKeyDown={onKeyDown}
            />
            <span id={ids.hint} className="ds-hint ds-muted">
              <FormattedMessage id="preorders.realtime.chat.hint" />
            </span>
          </div>
          <div className={`ds-row ${styles.footer}`}>
            {mode === 'salesman' ? (
              <label className="ds-choice">
                <input type="checkbox" checked={notify} disabled={!ready} onChange={(e) => setNotify(e.target.checked)} />
                <span>
                  <FormattedMessage id="preorders.realtime.chat.notify" />
                </span>
              </label>
            ) : (
              <span />
            )}
            <Button variant="primary" busy={pending > 0} disabled={!ready || !draft.trim()} onClick={send}>
              <FormattedMessage id="preorders.realtime.chat.send" />
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function ChatBubble({ message, own }: { message: ChatMessage; own: boolean }) {
  return (
    <article className={own ? `${styles.bubble} ${styles.own}` : styles.bubble}>
      <div className={`ds-muted ${styles.meta}`}>
        <strong>{message.audit?.createUser}</strong>
        <time dateTime={message.audit?.createDate}>{formatDateTime(message.audit?.createDate)}</time>
        {message.sendEmailToCustomer && <FormattedMessage id="preorders.realtime.chat.emailed" />}
      </div>
      {/* text only: user content stays inert */}
      <p className={styles.text}>{message.content}</p>
    </article>
  );
}
