import { messageGroup } from 'shared-kernel';

/**
 * The remote's messages come in five files per locale (issue 20: the pre-order page's first load
 * carries its own texts only): the core (the detail page, grid, bulk entry, trade-show mode's buttons,
 * chat), loaded by the parcel, and four groups that only some screens load with their chunk:
 * - lists: the overviews, the create page and the salesman's dashboard (preorders.overview/create/running/dashboard);
 * - sheets: the admin's sheet pages and the reports (preorders.sheets/reports);
 * - sync: the sync center's own texts (keys only SyncCenterPage and its describe.ts use, and preorders.offline.field.*);
 * - sections: the detail page's collapsed sections whose code loads on opening (totals breakdown, targets,
 *   notifications, bulk entry): the keys only they use.
 * Put a new key in the file of the screens that show it; a key any other screen uses belongs in the
 * core. groups.test.ts checks that no screen outside a group uses the group's keys.
 */
export const listTexts = messageGroup((locale) => import(`./lists/${locale}.json`));
export const sheetTexts = messageGroup((locale) => import(`./sheets/${locale}.json`));
export const syncTexts = messageGroup((locale) => import(`./sync/${locale}.json`));
export const sectionTexts = messageGroup((locale) => import(`./sections/${locale}.json`));
