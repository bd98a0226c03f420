import type { FastifyInstance } from 'fastify';
import { ContactRequestSchema, WarrantyRequestSchema } from 'shared-kernel/contract';
import { ROLE_GROUPS, authOf } from '../auth/guard';
import { sendMail } from '../db/outbox';
import { parse } from '../http/validate';

const OCCASIONS = ['contact', 'complaint', 'access request'];
const customers = { config: { roles: ROLE_GROUPS.customer } };

/** Contact and warranty requests (spec section 7): stored in the outbox for customer service. */
export default async function contactRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  app.post('/customer/contact', customers, async (req, reply) => {
    const a = authOf(req);
    const body = parse(ContactRequestSchema, req.body);
    const brands = body.Brands.map((b) => b.Code).join(', ');
    sendMail(db, { to: 'customerservice@portal.example', kind: 'contact', userId: a.user.id, body: `${OCCASIONS[body.Occasion]} from ${a.customerKey}${brands ? ` (${brands})` : ''}: ${body.Question}` });
    return reply.status(200).send();
  });

  app.post('/warranty', customers, async (req, reply) => {
    const a = authOf(req);
    const body = parse(WarrantyRequestSchema, req.body);
    sendMail(db, {
      to: 'warranty@portal.example',
      kind: 'contact',
      userId: a.user.id,
      body: `Warranty claim from ${a.customerKey}: ${body.ArticleName} ${body.ArticleColor} ${body.ArticleSize}: ${body.Complaint}`,
    });
    return reply.status(200).send();
  });
}
