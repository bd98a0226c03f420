import type WebSocket from 'ws';
import type { Auth } from '../auth/session';
import { HubError, MAX_RECORD_CHARS, MessageType, ProtocolError, frame, parseHandshake, parseMessage, splitRecords } from './protocol';

/** what a hub method gets besides its arguments */
export interface CallContext {
  connection: HubConnection;
  auth: Auth;
  hub: HubRuntime;
}

/**
 * A hub method: how many arguments it takes (`min` to `max`; another number is a broken client and ends
 * the connection) and what it does. Its answer is the completion's result; a HubError is the completion's
 * error; a ProtocolError (an argument of the wrong type, hubs/args.ts) ends the connection.
 */
export interface HubMethod {
  min: number;
  max: number;
  run: (ctx: CallContext, ...args: unknown[]) => unknown;
}

/** a hub method taking `min` to `max` arguments */
export const hubMethod = (min: number, max: number, run: HubMethod['run']): HubMethod => ({ min, max, run });

export interface HubDefinition {
  /** path segment: /hubs/{name} */
  name: string;
  methods: Record<string, HubMethod>;
}

/** Groups and members of one hub. */
export class HubRuntime {
  readonly connections = new Set<HubConnection>();
  private readonly groups = new Map<string, Set<HubConnection>>();
  private readonly methods = new Map<string, HubMethod>();

  constructor(readonly definition: HubDefinition) {
    for (const [name, fn] of Object.entries(definition.methods)) this.methods.set(name.toLowerCase(), fn);
  }

  /** method names match case-insensitively */
  method(name: string): HubMethod | undefined {
    return this.methods.get(name.toLowerCase());
  }

  join(group: string, connection: HubConnection): void {
    let members = this.groups.get(group);
    if (!members) this.groups.set(group, (members = new Set()));
    members.add(connection);
    connection.groups.add(group);
  }

  leaveAll(connection: HubConnection): void {
    for (const group of connection.groups) {
      const members = this.groups.get(group);
      members?.delete(connection);
      if (members?.size === 0) this.groups.delete(group);
    }
    connection.groups.clear();
  }

  /** a server-to-client call (Invocation without invocationId) on every member, optionally but one */
  invokeGroup(group: string, target: string, args: unknown[], except?: HubConnection): void {
    for (const member of this.groups.get(group) ?? []) if (member !== except) member.invoke(target, args);
  }
}

/** a connection that has not completed the handshake within this time is closed (ASP.NET: HandshakeTimeout 15 s) */
export const HANDSHAKE_TIMEOUT_MS = 15_000;

/**
 * One client connection: handshake, records, invocations, keep-alive pings. Whatever a client sends
 * ends at worst this connection (with a Close message where the handshake allows one), never the process:
 * every record is parsed and checked (protocol.ts), unfinished data is bounded (MAX_RECORD_CHARS), and
 * no error of a record escapes the socket's event handlers.
 */
export class HubConnection {
  readonly groups = new Set<string>();
  private buffer = '';
  private handshaken = false;
  private closed = false;
  private ping: ReturnType<typeof setInterval> | null = null;
  private handshakeTimer: ReturnType<typeof setTimeout> | null;

  constructor(
    private readonly socket: WebSocket,
    readonly connectionId: string,
    readonly auth: Auth,
    private readonly hub: HubRuntime,
    private readonly pingIntervalMs: number,
  ) {
    hub.connections.add(this);
    socket.on('message', (data, isBinary) => {
      try {
        this.receive(isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString());
      } catch {
        this.close('An unexpected error occurred on the server.');
      }
    });
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
    this.handshakeTimer = setTimeout(() => this.failHandshake('The handshake was not completed in time.'), HANDSHAKE_TIMEOUT_MS);
  }

  get isClosed(): boolean {
    return this.closed;
  }

  /** every record goes out as a text frame (a binary frame kills the browser connection) */
  send(message: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame(message), { binary: false });
  }

  invoke(target: string, args: unknown[]): void {
    this.send({ type: MessageType.Invocation, target, arguments: args });
  }

  /** ends the connection: a Close message (with the error, no reconnect), then the socket */
  close(error?: string): void {
    if (this.closed) return;
    if (this.handshaken) this.send({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect: false });
    else if (error) this.send({ error });
    this.socket.close(1000);
    this.dispose();
  }

  private failHandshake(error: string): void {
    if (this.handshaken || this.closed) return;
    this.close(error);
  }

  private receive(text: string): void {
    if (this.closed) return;
    const { records, rest } = splitRecords(this.buffer + text);
    // data without a record separator past the record limit can never become a valid record
    if (rest.length > MAX_RECORD_CHARS) return this.close(`A hub message may have at most ${MAX_RECORD_CHARS} characters.`);
    this.buffer = rest;
    for (const record of records) {
      if (this.closed) return;
      if (record.length > MAX_RECORD_CHARS) return this.close(`A hub message may have at most ${MAX_RECORD_CHARS} characters.`);
      try {
        if (!this.handshaken) this.handshake(record);
        else this.dispatch(record);
      } catch (e) {
        return this.close(e instanceof ProtocolError ? e.message : 'An unexpected error occurred on the server.');
      }
    }
  }

  private handshake(record: string): void {
    parseHandshake(record);
    this.handshaken = true;
    if (this.handshakeTimer) clearTimeout(this.handshakeTimer);
    this.handshakeTimer = null;
    this.send({});
    this.ping = setInterval(() => this.send({ type: MessageType.Ping }), this.pingIntervalMs);
  }

  private dispatch(record: string): void {
    const message = parseMessage(record);
    if (message.type === MessageType.Invocation) return this.call(message.target, message.arguments, message.invocationId);
    if (message.type === MessageType.StreamInvocation) {
      this.send({ type: MessageType.Completion, invocationId: message.invocationId, error: 'Streaming is not supported.' });
      return;
    }
    if (message.type === MessageType.Close) this.close();
    // Ping, CancelInvocation, StreamItem and Completion (this server asks no client results) need no answer
  }

  private call(target: string, args: unknown[], id: string | undefined): void {
    const fn = this.hub.method(target);
    if (!fn) {
      if (id) this.send({ type: MessageType.Completion, invocationId: id, error: `Unknown hub method '${target}'` });
      return;
    }
    if (args.length < fn.min || args.length > fn.max) {
      throw new ProtocolError(`The method '${target}' takes ${fn.min === fn.max ? fn.min : `${fn.min} to ${fn.max}`} arguments, not ${args.length}.`);
    }
    let result: unknown;
    try {
      result = fn.run({ connection: this, auth: this.auth, hub: this.hub }, ...args);
    } catch (e) {
      if (e instanceof ProtocolError) throw e;
      const error = e instanceof HubError ? e.message : `An unexpected error occurred invoking '${target}' on the server.`;
      if (id) this.send({ type: MessageType.Completion, invocationId: id, error });
      return;
    }
    if (id) this.send({ type: MessageType.Completion, invocationId: id, result: result ?? null });
  }

  private dispose(): void {
    this.closed = true;
    if (this.ping) clearInterval(this.ping);
    if (this.handshakeTimer) clearTimeout(this.handshakeTimer);
    this.ping = null;
    this.handshakeTimer = null;
    this.hub.leaveAll(this);
    this.hub.connections.delete(this);
  }
}
