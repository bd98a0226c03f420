import type { AdminNotification } from 'shared-kernel/contract';

/** A notification (admin) of 1 to 10 March 2024 for every user and branch; only its English text, with a script in it. */
export function makeNotification(Id: number, over: Partial<AdminNotification> = {}): AdminNotification {
  return {
    Id,
    Title: `Notice ${Id}`,
    ContentNL: '',
    ContentFR: '',
    ContentEN: '<script>bad()</script>',
    StartDate: '2024-03-01',
    EndDate: '2024-03-10',
    ShowToMainUserOnly: false,
    Branches: [],
    ...over,
  };
}
