// SignalR JSON hub protocol (see /work/shared/notes/signalr-server.md): records are JSON followed by 0x1E.
export const RECORD_SEPARATOR = '\u001e';

export const MessageType = {
  Invocation: 1,
  StreamItem: 2,
  Completion: 3,
  StreamInvocation: 4,
  CancelInvocation: 5,
  Ping: 6,
  Close: 7,
} as const;

/**
 * The largest record a client may send, in characters (ASP.NET Core's HubOptions.MaximumReceiveMessageSize
 * is 32 KB): the longest legal record, a chat message of 4,000 characters, stays far below it. Data without a
 * record separator beyond it can never become a valid record, so the connection closes as soon as the
 * unfinished rest of a frame passes it (ASP.NET closes on the same condition).
 */
export const MAX_RECORD_CHARS = 32 * 1024;

/** The largest WebSocket frame accepted (`ws` maxPayload; larger frames close the socket with 1009). */
export const MAX_FRAME_BYTES = 1024 * 1024;

export interface InvocationMessage {
  type: 1;
  invocationId?: string;
  target: string;
  arguments: unknown[];
}

export type HubMessage =
  | InvocationMessage
  | { type: 3; invocationId: string; result?: unknown; error?: string }
  | { type: 4; invocationId: string; target: string; arguments: unknown[] }
  | { type: 5 | 6 }
  | { type: 7; error?: string; allowReconnect?: boolean };

/** what a client may send after the handshake */
export type ClientMessage =
  | { type: typeof MessageType.Invocation; invocationId?: string; target: string; arguments: unknown[] }
  | { type: typeof MessageType.StreamInvocation; invocationId: string; target: string; arguments: unknown[] }
  | { type: typeof MessageType.CancelInvocation | typeof MessageType.Ping | typeof MessageType.StreamItem | typeof MessageType.Completion }
  | { type: typeof MessageType.Close };

/** one record of a frame */
export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/** Splits buffered text into complete records; returns them and the unfinished rest. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

/** A hub method error whose message the caller sees in the completion; the connection stays open. */
export class HubError extends Error {}

/**
 * A record that breaks the protocol (not JSON, not an object, no or an unknown type, no target, arguments
 * that are not an array, argument values of the wrong type for the method): it ends that one connection
 * with a Close message carrying this text, never the process.
 */
export class ProtocolError extends Error {}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** the JSON value of a record; a ProtocolError when it is not JSON */
function json(record: string): unknown {
  try {
    return JSON.parse(record);
  } catch {
    throw new ProtocolError('The record is not valid JSON.');
  }
}

/** The handshake request `{"protocol":"json","version":1}`; a ProtocolError for anything else. */
export function parseHandshake(record: string): void {
  const m = json(record);
  if (!isObject(m)) throw new ProtocolError('The handshake must be a JSON object.');
  if (m.protocol !== 'json' || m.version !== 1) {
    throw new ProtocolError(`The protocol '${String(m.protocol).slice(0, 40)}' version ${String(m.version).slice(0, 20)} is not supported.`);
  }
}

/** A client message after the handshake, its shape checked; a ProtocolError when it is not a valid hub message. */
export function parseMessage(record: string): ClientMessage {
  const m = json(record);
  if (!isObject(m)) throw new ProtocolError('A hub message must be a JSON object.');
  const { type } = m;
  if (typeof type !== 'number' || !Number.isInteger(type)) throw new ProtocolError('A hub message needs a numeric type.');
  if (m.invocationId !== undefined && m.invocationId !== null && typeof m.invocationId !== 'string') throw new ProtocolError('The invocationId must be a string.');
  const invocationId = typeof m.invocationId === 'string' ? m.invocationId : undefined;
  switch (type) {
    case MessageType.Invocation:
    case MessageType.StreamInvocation: {
      if (typeof m.target !== 'string' || !m.target || m.target.length > 200) throw new ProtocolError('An invocation needs a target.');
      if (m.arguments !== undefined && !Array.isArray(m.arguments)) throw new ProtocolError('The arguments of an invocation must be an array.');
      const args = (m.arguments ?? []) as unknown[];
      if (type === MessageType.StreamInvocation) {
        if (!invocationId) throw new ProtocolError('A stream invocation needs an invocationId.');
        return { type, invocationId, target: m.target, arguments: args };
      }
      return { type, ...(invocationId ? { invocationId } : {}), target: m.target, arguments: args };
    }
    case MessageType.StreamItem:
    case MessageType.Completion:
    case MessageType.CancelInvocation:
    case MessageType.Ping:
    case MessageType.Close:
      return { type } as ClientMessage;
    default:
      throw new ProtocolError(`Unknown hub message type ${type}.`);
  }
}
