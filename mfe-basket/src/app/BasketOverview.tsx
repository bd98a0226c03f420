import { SaveDraftButton } from '../features/drafts/components/SaveDraftButton';
import { BasketOverviewPage } from '../features/overview/components/BasketOverviewPage';

/** The basket overview page with the draft baskets' "save as draft" (two features, composed here). */
export function BasketOverview() {
  return <BasketOverviewPage saveDraft={<SaveDraftButton />} />;
}
