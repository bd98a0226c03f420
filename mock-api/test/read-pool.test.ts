// The read workers' answers (db/read-pool.ts): which of an answer's buffers are moved to the API's thread.
import { MessageChannel, receiveMessageOnPort } from 'worker_threads';
import { movable } from '../src/db/read-pool';

describe('read workers: buffers moved, not copied', () => {
  it("moves the buffers an answer's Uint8Arrays view whole, and copies views into shared or larger ones", () => {
    const json = Buffer.from('x'.repeat(10_000));
    const whole = new Uint8Array(64);
    const slice = Buffer.alloc(4096).subarray(0, 100);
    const pooled = Buffer.from('small');
    expect(pooled.buffer.byteLength).toBeGreaterThan(pooled.byteLength);
    const answer = { json, encoded: whole, slice, pooled, again: json, text: 'page', n: 3, none: null };
    expect(movable(answer)).toEqual([json.buffer, whole.buffer]);
    expect(movable(null)).toEqual([]);
    expect(movable('text')).toEqual([]);

    // sent as the worker sends it: the moved buffers leave the sender, the answer arrives whole
    const { port1, port2 } = new MessageChannel();
    try {
      port1.postMessage({ id: 1, value: answer }, movable(answer));
      expect(json.byteLength).toBe(0);
      expect(slice.byteLength).toBe(100);
      const received = receiveMessageOnPort(port2)!.message as { value: Record<string, Uint8Array> };
      expect(Buffer.from(received.value.json).toString()).toBe('x'.repeat(10_000));
      expect(received.value.encoded.byteLength).toBe(64);
      expect(received.value.slice.byteLength).toBe(100);
      expect(Buffer.from(received.value.pooled).toString()).toBe('small');
    } finally {
      port1.close();
      port2.close();
    }
  });
});
