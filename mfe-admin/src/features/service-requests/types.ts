/** A stored warranty photo as GET servicerequest lists it; `Url` (admins, bearer token) where the API gives one. */
export interface ServiceRequestPhoto {
  Type: string;
  Bytes: number;
  Url?: string | null;
}

/**
 * One stored contact or warranty request (GET servicerequest, admins; not in spec section 7, so the type
 * lives with the feature). CustomerName, UserName and UserFullName may be absent on older servers.
 */
export interface ServiceRequest {
  Id: number;
  Kind: 'contact' | 'warranty';
  /** ISO date and time of sending */
  Created: string;
  CustomerKey: string | null;
  CustomerName?: string | null;
  UserId: string | null;
  UserName?: string | null;
  UserFullName?: string | null;
  /** contact: 0 contact, 1 complaint, 2 request access (spec section 3); null for warranty */
  Occasion: number | null;
  /** contact: brand codes, comma separated */
  Brands: string | null;
  /** the remarks (contact) or the complaint (warranty): plain text, shown as text only */
  Text: string | null;
  /** warranty: article name, colour and size */
  Article: string | null;
  DefectPhoto: ServiceRequestPhoto | null;
  ProofOfPurchasePhoto: ServiceRequestPhoto | null;
}

export type ServiceRequestKind = ServiceRequest['Kind'];
