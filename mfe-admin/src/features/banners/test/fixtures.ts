import type { Banner } from 'shared-kernel/contract';

/** A banner (admin): shown in the web shop and the basket in March 2024, weight 3, no text or link. */
export function makeBanner(Id: number, over: Partial<Banner> = {}): Banner {
  return { Id, Name: `Banner ${Id}`, Image: '/img/b.png', CTAText: null, Hyperlink: null, StartDate: '2024-03-01', EndDate: '2024-03-31', Branches: [], Locations: [{ Type: 1 }, { Type: 2 }], Weight: 3, ...over };
}
