import '@testing-library/jest-dom';
import { TextDecoder, TextEncoder } from 'node:util';

// react-router 7 needs TextEncoder in jsdom.
Object.assign(globalThis, { TextEncoder, TextDecoder });

afterEach(() => {
  window.localStorage.clear();
});
