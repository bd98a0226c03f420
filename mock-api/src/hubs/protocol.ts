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

/** one record of a frame */
export const frame = (message: object): string => JSON.stringify(message) + RECORD_SEPARATOR;

/** Splits buffered text into complete records; returns them and the unfinished rest. */
export function splitRecords(buffer: string): { records: string[]; rest: string } {
  const parts = buffer.split(RECORD_SEPARATOR);
  const rest = parts.pop() ?? '';
  return { records: parts.filter((p) => p.length > 0), rest };
}

/** A hub method error whose message the caller sees in the completion. */
export class HubError extends Error {}
