import type { OrderDetail, OrderLine, OrderSummary } from 'shared-kernel/contract';

/*
 * Test data of the order history and backorders: list rows, an order's detail and its lines. Built once,
 * overridden per test (`makeOrderLine({ Size: 'L' })`).
 */

/** A row of the history list: SO500005, 1,234.50, delivered, placed in the web shop as a drop shipment. */
export function makeOrderSummary(over: Partial<OrderSummary> = {}): OrderSummary {
  return { Id: 5, OrderNumber: 'SO500005', OrderDate: '2026-03-07T10:00:00Z', Total: 1234.5, Status: 'Delivered', SalesPool: 'WEBORD', IsDropshipment: true, CustomerOrderDescription: '', ...over };
}

/** The two rows of the history: SO500005 and SO500004 (a pre-order, with its reference). */
export const ORDER_SUMMARIES: OrderSummary[] = [
  makeOrderSummary(),
  makeOrderSummary({ Id: 4, OrderNumber: 'SO500004', OrderDate: '2026-02-01T10:00:00Z', Total: 99, Status: 'Open', SalesPool: 'PREOR', IsDropshipment: false, CustomerOrderDescription: 'Spring refill' }),
];

/** A line of order 5: 4 × Alpine Jacket M Navy at 50.00, 2 shipped, 1 cancelled, 1 to deliver; orderable again. */
export function makeOrderLine(over: Partial<OrderLine> = {}): OrderLine {
  return {
    Title: 'Alpine Jacket',
    Name: 'Alpine Jacket',
    Model: 'ALP-100',
    EAN: '8712345678901',
    Thumbnail: 'http://api.test/img/p/1-1_{width}x{height}.svg',
    Size: 'M',
    Color: 'Navy',
    ColorHex: '#001f5b',
    UnitPrice: 50,
    UnitPriceSuffix: '',
    Quantity: 4,
    QuantityRemainToDeliver: 1,
    QuantityShipped: 2,
    QuantityCanceled: 1,
    TotalPrice: 200,
    OrderId: 5,
    OrderNumber: 'SO500005',
    OrderDate: '2026-03-01T10:00:00Z',
    ExpectedDeliveryDate: '2026-04-15',
    ProductVariantId: 11,
    Status: 'Open',
    IsWebshopEnabled: true,
    IsDisabled: false,
    StockStatus: 'STOCK',
    ...over,
  };
}

/** Order 5, partly delivered: three shipments, two invoices, two lines (Alpine Jacket M, Baltic Pants L). */
export function makeOrderDetail(over: Partial<OrderDetail> = {}): OrderDetail {
  return {
    Id: 5,
    OrderNumber: 'SO500005',
    OrderDate: '2026-03-01T10:00:00Z',
    Total: 1234.5,
    Status: 'PartiallyDelivered',
    SalesPool: 'WEBORD',
    IsDropshipment: true,
    CustomerOrderDescription: 'Spring refill',
    DeliveryAddress: { Name: 'Demo Shop', Street: 'Main street', HouseNumber: '1', ZipCode: '1000', City: 'Brussels', CountryName: 'Belgium' },
    InvoiceAddress: { Name: 'Demo Fashion BV', Street: 'Market', HouseNumber: '9', ZipCode: '2000', City: 'Antwerp', CountryName: 'Belgium' },
    Shipments: [
      { Id: 71, Status: 'Delivered', DeliveryDate: '2026-03-07T14:30:00', TrackingUrl: 'https://track.example/ABC', TrackingCode: 'ABC123' },
      { Id: 72, Status: 'InTransit', DeliveryDate: '2026-03-20T09:15:00', TrackingUrl: null, TrackingCode: null },
      { Id: 73, Status: 'InTransit', DeliveryDate: null, TrackingUrl: null, TrackingCode: null },
    ],
    Invoices: [{ InvoiceNumber: 'INV700005' }, { InvoiceNumber: 'INV700006' }],
    Products: [makeOrderLine(), makeOrderLine({ Title: 'Baltic Pants', Name: 'Baltic Pants', ProductVariantId: 12, Size: 'L', Color: 'Black', ColorHex: '#000000', ExpectedDeliveryDate: null })],
    ...over,
  };
}
