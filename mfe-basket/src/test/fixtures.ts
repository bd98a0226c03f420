import type { Address, Basket, BasketProduct, BasketVariant, Country } from 'shared-kernel/contract';

/*
 * Test data the features of mfe-basket share: the basket as GET basket answers it, delivery addresses and
 * countries. Built once here, overridden per test (`basketVariant(11, 2, { Stock: 1 })`).
 */

/** One size of a product in the basket: 10.00 each, no discount, 100 in stock. */
export function basketVariant(ProductVariantId: number, ProductAmount: number, patch: Partial<BasketVariant> = {}): BasketVariant {
  return {
    ProductVariantId,
    ProductSize: 'M',
    ProductPrice: 10,
    ProductDiscount: 0,
    ProductDiscountPercentage: 0,
    ProductAmount,
    ProductTotal: 10 * ProductAmount,
    ProductTotalNoDiscount: 10 * ProductAmount,
    Stock: 100,
    IsPreOrder: false,
    ProductAmountAlreadyInBackorder: 0,
    ...patch,
  };
}

/** A size at a price (a decimal, as the API sends it) with the line's own discount percentage; totals as the server computes them. */
export function pricedVariant(ProductVariantId: number, price: number, amount: number, discountPct = 0, patch: Partial<BasketVariant> = {}): BasketVariant {
  const gross = Math.round(price * 100) * amount;
  const net = gross - Math.round((gross * discountPct) / 100);
  return basketVariant(ProductVariantId, amount, {
    ProductPrice: price,
    ProductDiscount: (gross - net) / 100,
    ProductDiscountPercentage: discountPct,
    ProductTotal: net / 100,
    ProductTotalNoDiscount: gross / 100,
    ...patch,
  });
}

/** A product (one colour) with its sizes. */
export function basketProduct(ProductId: number, Variants: BasketVariant[], patch: Partial<BasketProduct> = {}): BasketProduct {
  return {
    ProductId,
    ProductName: `Jacket ${ProductId}`,
    ProductColorName: 'Navy',
    ProductColorId: 'NV',
    ProductDescription: '',
    ProductModelNumber: `MOD-${ProductId}`,
    ProductImages: [],
    Variants,
    ...patch,
  };
}

/** The costs of two countries: 1 (shipping 7.50, free from 500.00) and 2 (shipping 15.00, free from 1000.00). */
export const COUNTRY_COSTS: Pick<Basket, 'FreeDeliveryMinimums' | 'ShipmentCosts' | 'DropshipmentCosts'> = {
  FreeDeliveryMinimums: { '1': 500, '2': 1000 },
  ShipmentCosts: { '1': 7.5, '2': 15 },
  DropshipmentCosts: { '1': 12.5, '2': 20 },
};

/** A basket of these products, delivered to country 1; its totals are the sums of the lines (no coupon). */
export function basketOf(products: BasketProduct[], patch: Partial<Basket> = {}): Basket {
  const sum = (f: (v: BasketVariant) => number) => Math.round(products.reduce((s, p) => s + p.Variants.reduce((t, v) => t + f(v) * 100, 0), 0)) / 100;
  return {
    Products: products,
    TotalPrice: sum((v) => v.ProductTotal),
    TotalPriceNoDiscount: sum((v) => v.ProductTotalNoDiscount),
    IsDropshipment: false,
    IsPrepayment: false,
    OrderDeliveryAddress: { CountryId: 1 },
    DropshipmentDeliveryAddress: null,
    ...COUNTRY_COSTS,
    Reference: '',
    Remarks: '',
    CouponCode: null,
    ...patch,
  };
}

/** A delivery address of the customer. */
export function deliveryAddress(Id: number, City: string, CountryId: number, CountryName: string, patch: Partial<Address> = {}): Address {
  return {
    Id,
    Name: 'Demo Fashion BV',
    Street: 'Kerkstraat',
    HouseNumber: String(Id),
    ZipCode: '1012 AB',
    City,
    CountryName,
    CountryId,
    Email: '',
    Phone: '',
    Type: 'DELIVERY',
    ...patch,
  };
}

/** An available country with its costs in euro. */
export function country(Id: number, Iso2: string, OverviewName: string): Country {
  return {
    Id,
    NameNL: OverviewName,
    NameFR: OverviewName,
    NameEN: OverviewName,
    OverviewName,
    Iso2,
    IsAvailable: true,
    Costs: [{ CurrencyId: 1, ShippingCosts: 7.5, DropShipmentCosts: 12.5, FreeDeliveryShippingCosts: 500, FreeDeliveryDropShipmentCosts: 750 }],
  };
}
