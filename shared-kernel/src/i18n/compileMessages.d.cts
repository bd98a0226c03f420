import type { MessageFormatElement } from 'react-intl';

/** `{ id: text }` to `{ id: ast }`; throws, naming the id, on anything but valid ICU texts */
export function compileMessages(messages: unknown, file?: string): Record<string, MessageFormatElement[]>;
