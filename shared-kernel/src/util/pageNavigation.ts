/**
 * How the portal loads a whole new page: a reload (a 401's sign-out) or another address (an impersonation
 * started or stopped, so that no remote keeps the previous user's data; a download the API answers with
 * its address). Tests replace these: jsdom cannot navigate.
 */
export const pageNavigation = {
  reload: (): void => window.location.reload(),
  assign: (href: string): void => window.location.assign(href),
};
