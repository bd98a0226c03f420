import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  // a test file may run in the node environment (`@jest-environment node`: fetch, Request, Response)
  if (typeof window !== 'undefined') window.localStorage.clear();
});
