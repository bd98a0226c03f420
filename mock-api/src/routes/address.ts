import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Address } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { canSeeCustomer } from '../auth/scope';
import { addressRepository, toAddress, toDealer, type AddressRow } from '../db/addresses';
import { customerRepository } from '../db/customers';
import { forbidden, modelStateError, notFound } from '../http/errors';
import { sendJson } from '../http/json';
import { route } from '../http/operation';

/** Dutch streets by postal-code digits (address/complete is a stub of a postcode service) */
const NL_STREETS = ['Damrak', 'Oudegracht', 'Stationsplein', 'Markt', 'Kerkstraat', 'Dorpsstraat', 'Hoofdstraat', 'Molenweg', 'Schoolstraat', 'Julianalaan'];

/** Addresses and dealer locator (spec section 7): the customer's own users, admin and salesman manage them. */
export default async function addressRoutes(app: FastifyInstance): Promise<void> {
  const addresses = addressRepository(app.ctx.db);
  const customers = customerRepository(app.ctx.db);

  /** the customer key of the path's customer (key or customer number), visible to the caller */
  function customerKeyOf(req: FastifyRequest, ref: string): string {
    const key = customers.keyOf(ref);
    if (!key) throw notFound(`The customer '${ref}' was not found.`);
    if (!canSeeCustomer(authOf(req), key)) throw forbidden();
    return key;
  }
  /** an address of a customer the caller may see */
  function addressOf(req: FastifyRequest, id: number): AddressRow {
    const row = addresses.byId(id);
    if (!row) throw notFound('The address was not found.');
    if (!canSeeCustomer(authOf(req), row.customer_key)) throw forbidden();
    return row;
  }
  const list = (req: FastifyRequest, ref: string, type: Address['Type']) => addresses.ofCustomer(customerKeyOf(req, ref), type);

  route(app, 'listDeliveryAddresses', async (req) => list(req, req.params.id, 'DELIVERY').map(toAddress));
  route(app, 'listInvoiceAddresses', async (req) => list(req, req.params.id, 'INVOICE').map(toAddress));
  route(app, 'listShopAddresses', async (req) => list(req, req.params.id, 'SHOP').map(toAddress));
  route(app, 'listDealerLocatorAddresses', async (req) => list(req, req.params.id, 'SHOP').map(toDealer));

  /** POST Customer/{customer}/Address: answers the new id */
  route(app, 'createAddress', async (req, reply) => {
    const key = customerKeyOf(req, req.params.id);
    if (!addresses.countryExists(req.body.CountryId)) throw modelStateError({ CountryId: ['The country is unknown.'] });
    return sendJson(reply, addresses.add(key, req.body));
  });

  route(app, 'deleteAddress', async (req, reply) => {
    const key = customerKeyOf(req, req.params.id);
    if (!addresses.remove(req.body.Id, key)) throw notFound('The address was not found.');
    return reply.status(200).send();
  });

  route(app, 'showDealerLocatorAddress', async (req) => {
    const row = addressOf(req, req.params.id);
    addresses.show(row.id, req.body);
    return toDealer(addresses.byId(row.id)!);
  });

  route(app, 'hideDealerLocatorAddress', async (req) => {
    const row = addressOf(req, req.params.id);
    addresses.hide(row.id);
    return toDealer(addresses.byId(row.id)!);
  });

  /** GET address/complete?postalCode&houseNr: `{ street }` of a Dutch postal code (deterministic stub) */
  route(app, 'completeAddress', async (req) => {
    const { postalCode } = req.query;
    if (!/^\d{4}\s?[A-Za-z]{2}$/.test(postalCode.trim())) throw notFound('The postal code was not found.');
    return { street: NL_STREETS[Number(postalCode.replace(/\D/g, '')) % NL_STREETS.length] };
  });
}
