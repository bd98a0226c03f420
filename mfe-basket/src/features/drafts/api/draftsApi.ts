import { basketApi } from '../../../app/api';

/** The basket api with the Drafts tag: every draft change reloads the drafts list. */
export const draftsApi = basketApi.enhanceEndpoints({ addTagTypes: ['Drafts'] });
