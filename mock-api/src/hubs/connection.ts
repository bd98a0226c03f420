import type WebSocket from 'ws';
import type { Auth } from '../auth/session';
import { HubError, MessageType, frame, splitRecords, type InvocationMessage } from './protocol';

/** what a hub method gets besides its arguments */
export interface CallContext {
  connection: HubConnection;
  auth: Auth;
  hub: HubRuntime;
}

export type HubMethod = (ctx: CallContext, ...args: unknown[]) => unknown;

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

/** One client connection: handshake, records, invocations, keep-alive pings. */
export class HubConnection {
  readonly groups = new Set<string>();
  private buffer = '';
  private handshaken = false;
  private ping: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly socket: WebSocket,
    readonly connectionId: string,
    readonly auth: Auth,
    private readonly hub: HubRuntime,
    private readonly pingIntervalMs: number,
  ) {
    hub.connections.add(this);
    socket.on('message', (data, isBinary) => this.receive(isBinary ? Buffer.from(data as Buffer).toString('utf8') : data.toString()));
    socket.on('close', () => this.dispose());
    socket.on('error', () => this.dispose());
  }

  /** every record goes out as a text frame (a binary frame kills the browser connection) */
  send(message: object): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(frame(message), { binary: false });
  }

  invoke(target: string, args: unknown[]): void {
    this.send({ type: MessageType.Invocation, target, arguments: args });
  }

  close(error?: string): void {
    this.send({ type: MessageType.Close, ...(error ? { error } : {}), allowReconnect: false });
    this.socket.close(1000);
    this.dispose();
  }

  private receive(text: string): void {
    const { records, rest } = splitRecords(this.buffer + text);
    this.buffer = rest;
    for (const record of records) {
      let message: unknown;
      try {
        message = JSON.parse(record);
      } catch {
        this.close('Invalid JSON record.');
        return;
      }
      if (!this.handshaken) this.handshake(message);
      else void this.dispatch(message as { type?: number });
    }
  }

  private handshake(message: unknown): void {
    const m = message as { protocol?: unknown; version?: unknown };
    if (m.protocol !== 'json' || m.version !== 1) {
      this.send({ error: `The protocol '${String(m.protocol)}' version ${String(m.version)} is not supported.` });
      this.socket.close(1002);
      this.dispose();
      return;
    }
    this.handshaken = true;
    this.send({});
    this.ping = setInterval(() => this.send({ type: MessageType.Ping }), this.pingIntervalMs);
  }

  private async dispatch(message: { type?: number }): Promise<void> {
    if (message.type === MessageType.Invocation) return this.call(message as InvocationMessage);
    if (message.type === MessageType.StreamInvocation) {
      const id = (message as { invocationId?: string }).invocationId;
      if (id) this.send({ type: MessageType.Completion, invocationId: id, error: 'Streaming is not supported.' });
      return;
    }
    if (message.type === MessageType.Close) this.close();
    // Ping, CancelInvocation and unknown types need no answer
  }

  private async call(m: InvocationMessage): Promise<void> {
    const id = typeof m.invocationId === 'string' ? m.invocationId : undefined;
    const fn = typeof m.target === 'string' ? this.hub.method(m.target) : undefined;
    if (!fn) {
      if (id) this.send({ type: MessageType.Completion, invocationId: id, error: `Unknown hub method '${String(m.target)}'` });
      return;
    }
    try {
      const result = await fn({ connection: this, auth: this.auth, hub: this.hub }, ...(Array.isArray(m.arguments) ? m.arguments : []));
      if (id) this.send({ type: MessageType.Completion, invocationId: id, result: result ?? null });
    } catch (e) {
      const error = e instanceof HubError ? e.message : `An unexpected error occurred invoking '${m.target}' on the server.`;
      if (id) this.send({ type: MessageType.Completion, invocationId: id, error });
    }
  }

  private dispose(): void {
    if (this.ping) clearInterval(this.ping);
    this.ping = null;
    this.hub.leaveAll(this);
    this.hub.connections.delete(this);
  }
}
