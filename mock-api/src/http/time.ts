/** the current moment as an ISO string (validity windows compare against it) */
export const nowIso = (): string => new Date().toISOString();
