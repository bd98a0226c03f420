/** A chat message as the chat hub sends it (camelCase, as ASP.NET serializes it). */
export interface ChatMessage {
  /** the message's id: orders the history and pages it (OpenChat(preOrderId, beforeId)) */
  id?: number;
  content: string;
  audit: { createUser: string; createDate: string };
  /** the salesman had the customer notified by e-mail */
  sendEmailToCustomer?: boolean;
}

/** the same message (a sent one comes back both as the Send result and as broadcastMessage) */
export function sameMessage(a: ChatMessage, b: ChatMessage): boolean {
  if (typeof a.id === 'number' && typeof b.id === 'number') return a.id === b.id;
  return a.content === b.content && a.audit?.createDate === b.audit?.createDate && a.audit?.createUser === b.audit?.createUser;
}
