import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// react-router 7 needs TextEncoder in jsdom; IndexedDB (fake-indexeddb in the offline tests) needs structuredClone.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });

afterEach(() => {
  // a test file may run in the node environment (`@jest-environment node`: fetch, Request, Response)
  if (typeof window !== 'undefined') window.localStorage.clear();
});
