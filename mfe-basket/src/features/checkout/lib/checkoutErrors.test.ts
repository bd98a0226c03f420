import { placeCheckoutErrors } from './checkoutErrors';

describe('placeCheckoutErrors', () => {
  it('puts shown fields beside their control, nested keys with their field, the rest in the list', () => {
    const placed = placeCheckoutErrors(
      {
        Reference: 'Too long.',
        'DropshipmentDeliveryAddress.CountryId': 'We do not deliver there.',
        'DropshipmentDeliveryAddress.Name': 'Name required.',
        Basket: 'Size M is out of stock.',
      },
      ['The basket is empty.'],
    );
    expect(placed.beside).toEqual({ Reference: 'Too long.', DropshipmentDeliveryAddress: 'We do not deliver there.' });
    expect(placed.listed).toEqual(['The basket is empty.', 'Name required.', 'Size M is out of stock.']);
  });

  it('is empty without errors', () => {
    expect(placeCheckoutErrors({}, [])).toEqual({ beside: {}, listed: [] });
  });
});
