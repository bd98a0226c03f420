import type { ServiceRequest } from '../types';

/** A contact request (occasion 0) of shop2, Sam Second of Second Shop (C0002), in May 2024. */
export function makeContactRequest(Id: number, over: Partial<ServiceRequest> = {}): ServiceRequest {
  return {
    Id,
    Kind: 'contact',
    Created: `2024-05-${String((Id % 28) + 1).padStart(2, '0')}T09:30:00`,
    CustomerKey: 'C0002',
    CustomerName: 'Second Shop',
    UserId: 'u-2',
    UserName: 'shop2',
    UserFullName: 'Sam Second',
    Occasion: 0,
    Brands: null,
    Text: `Question ${Id}`,
    Article: null,
    DefectPhoto: null,
    ProofOfPurchasePhoto: null,
    ...over,
  };
}

/** Warranty claim 40 of the same user: a broken zip, with both photos. */
export function makeWarrantyRequest(over: Partial<ServiceRequest> = {}): ServiceRequest {
  return makeContactRequest(40, {
    Kind: 'warranty',
    Created: '2024-06-01T14:05:00',
    Occasion: null,
    Text: 'Zip broke',
    Article: 'Jacket Navy M',
    DefectPhoto: { Type: 'image/png', Bytes: 2048, Url: 'http://localhost:4000/api/en/servicerequest/40/photo/defect' },
    ProofOfPurchasePhoto: { Type: 'image/gif', Bytes: 1024, Url: 'http://localhost:4000/api/en/servicerequest/40/photo/proof' },
    ...over,
  });
}
