import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';
import { deserialize, serialize } from 'node:v8';

// react-router 7 needs TextEncoder in jsdom; IndexedDB (fake-indexeddb in the offline tests) needs structuredClone.
Object.assign(globalThis, { TextEncoder, TextDecoder });
if (typeof globalThis.structuredClone !== 'function') Object.assign(globalThis, { structuredClone: <T>(value: T): T => deserialize(serialize(value)) as T });

// component tests type with user-event and wait for lazy screens: on a busy two-core machine (CI runs two
// workers beside each other) jest's 5 s is too short for the longer journeys; a slow test still fails at
// 20 s. Set here, since `testTimeout` is a global option that jest ignores in a project's config.
jest.setTimeout(20_000);

afterEach(() => {
  // a test file may run in the node environment (`@jest-environment node`: fetch, Request, Response)
  if (typeof window !== 'undefined') window.localStorage.clear();
});
