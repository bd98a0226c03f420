import type { FastifyInstance } from 'fastify';
import accountRoutesOf from './account';
import { localeGuard } from '../http/locale';
import addressRoutes from './address';
import axWarningRoutes from './axwarning';
import bannerRoutes from './banner';
import basketRoutes from './basket';
import branchRoutes from './branch';
import bulkRoutes from './bulk';
import brandRoutes from './brand';
import contactRoutes from './contact';
import countryRoutes from './country';
import couponRoutes from './coupon';
import currencyRoutes from './currency';
import customerRoutes from './customer';
import downloadRoutes from './download';
import draftRoutes from './drafts';
import fileShareRoutes from './fileshare';
import impersonationRoutes from './impersonation';
import invoiceRoutes from './invoice';
import notificationRoutes from './notification';
import orderRoutes from './order';
import preOrderRoutes from './preorder';
import preOrderSheetRoutes from './preordersheet';
import productRoutes from './product';
import reportRoutes from './report';
import productGroupRoutes from './productgroup';
import sizeChartRoutes from './sizechart';

/** `/api/...`: the account calls without locale (spec section 7). */
export async function accountRoutes(app: FastifyInstance): Promise<void> {
  await app.register(accountRoutesOf);
}

/**
 * `/api/:locale/...`: everything else; the locale must be en, nl or fr (400 otherwise), checked before the
 * request's validation so that a wrong locale is named as such.
 */
export async function localeRoutes(app: FastifyInstance): Promise<void> {
  app.addHook('preValidation', localeGuard);
  for (const routes of [notificationRoutes, bannerRoutes, preOrderRoutes, axWarningRoutes, customerRoutes, productGroupRoutes, basketRoutes, brandRoutes, currencyRoutes, countryRoutes, branchRoutes, couponRoutes, sizeChartRoutes, orderRoutes, invoiceRoutes, addressRoutes, productRoutes, preOrderSheetRoutes, reportRoutes, downloadRoutes, contactRoutes, draftRoutes, bulkRoutes]) {
    await app.register(routes);
  }
  await app.register(impersonationRoutes);
  await app.register(fileShareRoutes);
}
