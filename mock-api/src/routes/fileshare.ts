import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { FileShareSession } from 'shared-kernel/contract';
import { authOf } from '../auth/guard';
import { openView, packagesOf, viewOf, type FileShareView, type SharedPackage } from '../db/fileshare';
import { allowedOrigins } from '../http/cors';
import { route } from '../http/operation';
import { originOf } from '../http/urls';

/*
 * The downloads page's "embedded file-sharing widget in a dialog" (spec section 2), served by the API as
 * a small server-rendered page that mfe-catalogue's dialog shows in an iframe:
 *
 *   POST fileshare/session (customer roles, also while impersonated) -> { Url, ExpiresAt }: a view of the
 *     caller's customer, valid 15 minutes (db/fileshare.ts). The iframe cannot send the bearer token, so the
 *     authenticated call mints this short-lived, single-purpose URL instead; it grants nothing but this page.
 *   GET fileshare/page?t=<view> -> the page: the customer's live download packages, each with its share link
 *     (GET dl/files/{token}.zip: no sign-in, expires with the package after an hour), a download link and a
 *     Revoke button; 401 with an explanation for an unknown or expired view.
 *   POST fileshare/revoke (form: t, package) -> the package's link ends at once; 303 back to the page.
 *
 * The page is HTML without any script; every value in it is escaped. Its CSP allows only its own inline
 * style (by hash) and forms to this API, and lets only the portal's origins frame it (frame-ancestors); the
 * portal's CSP in turn allows frames from the API origin only (start.mjs, deploy/nginx/portal.conf).
 */

type Locale = 'en' | 'nl' | 'fr';
type Texts = {
  title: string;
  intro: string;
  empty: string;
  expired: string;
  revoked: string;
  gone: string;
  link: string;
  download: string;
  revoke: string;
  kinds: Record<'materials' | 'sheets' | 'imagesHigh' | 'imagesLow', string>;
  products: (n: number) => string;
  expiresIn: (minutes: number) => string;
  list: string;
};

const TEXTS: Record<Locale, Texts> = {
  en: {
    title: 'Shared downloads',
    intro: 'Your prepared download packages. Anyone with a share link can download the package without signing in, until the link expires or you revoke it.',
    empty: 'No download package is ready. Select products on the downloads page and choose a download.',
    expired: 'This view has expired. Close the dialog and open it again.',
    revoked: 'The link was revoked: it no longer works.',
    gone: 'That link had already expired or was revoked.',
    link: 'Share link',
    download: 'Download',
    revoke: 'Revoke link',
    kinds: { materials: 'Materials', sheets: 'Product sheets', imagesHigh: 'Images (high resolution)', imagesLow: 'Images (low resolution)' },
    products: (n) => (n === 1 ? '1 product' : `${n} products`),
    expiresIn: (m) => (m === 1 ? 'expires in 1 minute' : `expires in ${m} minutes`),
    list: 'Download packages',
  },
  nl: {
    title: 'Gedeelde downloads',
    intro: 'Uw voorbereide downloadpakketten. Iedereen met een deellink kan het pakket downloaden zonder in te loggen, tot de link verloopt of u hem intrekt.',
    empty: 'Er is geen downloadpakket klaar. Selecteer producten op de downloadpagina en kies een download.',
    expired: 'Deze weergave is verlopen. Sluit het venster en open het opnieuw.',
    revoked: 'De link is ingetrokken: hij werkt niet meer.',
    gone: 'Die link was al verlopen of ingetrokken.',
    link: 'Deellink',
    download: 'Downloaden',
    revoke: 'Link intrekken',
    kinds: { materials: 'Materialen', sheets: 'Productfiches', imagesHigh: 'Afbeeldingen (hoge resolutie)', imagesLow: 'Afbeeldingen (lage resolutie)' },
    products: (n) => (n === 1 ? '1 product' : `${n} producten`),
    expiresIn: (m) => (m === 1 ? 'verloopt over 1 minuut' : `verloopt over ${m} minuten`),
    list: 'Downloadpakketten',
  },
  fr: {
    title: 'Téléchargements partagés',
    intro: "Vos paquets de téléchargement préparés. Toute personne disposant d'un lien de partage peut télécharger le paquet sans se connecter, jusqu'à ce que le lien expire ou que vous le révoquiez.",
    empty: "Aucun paquet de téléchargement n'est prêt. Sélectionnez des produits sur la page des téléchargements et choisissez un téléchargement.",
    expired: 'Cette vue a expiré. Fermez la fenêtre et rouvrez-la.',
    revoked: "Le lien a été révoqué : il ne fonctionne plus.",
    gone: 'Ce lien avait déjà expiré ou été révoqué.',
    link: 'Lien de partage',
    download: 'Télécharger',
    revoke: 'Révoquer le lien',
    kinds: { materials: 'Matériel', sheets: 'Fiches produit', imagesHigh: 'Images (haute résolution)', imagesLow: 'Images (basse résolution)' },
    products: (n) => (n === 1 ? '1 produit' : `${n} produits`),
    expiresIn: (m) => (m === 1 ? 'expire dans 1 minute' : `expire dans ${m} minutes`),
    list: 'Paquets de téléchargement',
  },
};

/** the page's only style, allowed by its hash (no 'unsafe-inline') */
const STYLE = [
  'body{margin:0;font:15px/1.45 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1d2433;background:#fff}',
  'main{padding:4px 2px}h1{font-size:1.1rem;margin:0 0 .4rem}p{margin:0 0 .75rem}',
  'ul{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}',
  'li{border:1px solid #d5dae3;border-radius:8px;padding:.75rem}',
  'h2{font-size:1rem;margin:0}.muted{color:#5b6475;font-size:.875rem}',
  'label{display:block;font-size:.8125rem;color:#5b6475;margin:.5rem 0 .2rem}',
  'input{width:100%;box-sizing:border-box;font:inherit;font-size:.8125rem;padding:.35rem .5rem;border:1px solid #b9c0cc;border-radius:6px;background:#f6f7f9}',
  '.actions{display:flex;gap:.5rem;align-items:center;margin-top:.5rem;flex-wrap:wrap}form{margin:0}',
  'a.button,button{font:inherit;font-size:.875rem;padding:.35rem .8rem;border-radius:6px;border:1px solid #1f4fd1;cursor:pointer;text-decoration:none}',
  'a.button{background:#1f4fd1;color:#fff}button{background:#fff;color:#a4161a;border-color:#a4161a}',
  'a:focus-visible,button:focus-visible,input:focus-visible{outline:3px solid #f5b400;outline-offset:2px}',
  '.status{padding:.5rem .75rem;border-radius:6px;background:#e8f0fe;color:#1d2433}',
].join('');
const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const localeOf = (req: FastifyRequest): Locale => {
  const l = String((req.params as { locale?: string }).locale ?? '').toLowerCase();
  return l === 'nl' || l === 'fr' ? l : 'en';
};

/** the page's own headers: framed by the portal only, nothing but its style and forms back to this API */
function pageHeaders(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  const self = originOf(req);
  const ancestors = ["'self'", self, ...allowedOrigins()].join(' ');
  return reply
    .type('text/html; charset=utf-8')
    .header('Content-Security-Policy', `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' ${self}; base-uri 'none'; frame-ancestors ${ancestors}`)
    .header('Cache-Control', 'no-store');
}

function document(locale: Locale, title: string, body: string): string {
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="referrer" content="no-referrer"><title>${escapeHtml(
    title,
  )}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`;
}

function kindOf(p: SharedPackage): keyof Texts['kinds'] {
  if (p.type === 'images') return p.resolution === 'high' ? 'imagesHigh' : 'imagesLow';
  return p.type;
}

function listPage(req: FastifyRequest, locale: Locale, viewToken: string, view: FileShareView, done: 'revoked' | 'gone' | undefined, now: number): string {
  const t = TEXTS[locale];
  const packages = packagesOf(req.server.ctx.db)
    .list(view.customerKey, now)
    .sort((a, b) => b.createdAt - a.createdAt);
  const status = done ? `<p class="status" role="status">${escapeHtml(done === 'revoked' ? t.revoked : t.gone)}</p>` : '';
  const items = packages.map((p, i) => {
    const url = `${originOf(req)}/api/${locale}/dl/files/${p.token}.zip`;
    const minutes = Math.max(1, Math.ceil((p.expiresAt - now) / 60_000));
    const title = t.kinds[kindOf(p)];
    return (
      `<li aria-labelledby="p${i}"><h2 id="p${i}">${escapeHtml(title)}</h2>` +
      `<p class="muted">${escapeHtml(`${t.products(p.count)} · ${t.expiresIn(minutes)}`)}</p>` +
      `<label for="l${i}">${escapeHtml(t.link)}</label><input id="l${i}" readonly value="${escapeHtml(url)}">` +
      `<div class="actions"><a class="button" href="${escapeHtml(url)}" target="_blank" rel="noopener noreferrer" download>${escapeHtml(t.download)}</a>` +
      `<form method="post" action="revoke"><input type="hidden" name="t" value="${escapeHtml(viewToken)}"><input type="hidden" name="package" value="${escapeHtml(p.token)}">` +
      `<button type="submit" aria-describedby="p${i}">${escapeHtml(t.revoke)}</button></form></div></li>`
    );
  });
  const list = items.length ? `<ul aria-label="${escapeHtml(t.list)}">${items.join('')}</ul>` : `<p>${escapeHtml(t.empty)}</p>`;
  return document(locale, t.title, `<h1>${escapeHtml(t.title)}</h1><p class="muted">${escapeHtml(t.intro)}</p>${status}${list}`);
}

/**
 * An unknown or expired view: 401 with the way out (reopen the dialog). A browser (the iframe, the form)
 * asks for HTML and gets the page; any other client gets the API's JSON error, as from every route.
 */
function expired(req: FastifyRequest, reply: FastifyReply) {
  const locale = localeOf(req);
  const t = TEXTS[locale];
  if (!/\btext\/html\b/.test(req.headers.accept ?? '')) return reply.status(401).send({ Message: t.expired });
  return pageHeaders(req, reply.status(401)).send(document(locale, t.title, `<h1>${escapeHtml(t.title)}</h1><p role="alert">${escapeHtml(t.expired)}</p>`));
}

/** a view of a user who is still allowed in (not blocked, still of that customer) */
function liveView(req: FastifyRequest, token: unknown, now: number): FileShareView | null {
  const view = viewOf(req.server.ctx.db, token, now);
  if (!view) return null;
  const user = req.server.ctx.users.byId(view.userId);
  return user && !user.is_blocked && user.customer_key === view.customerKey ? view : null;
}

export default async function fileShareRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app.ctx;

  // a revoke form that does not validate is answered as an unknown view (401, a page for a browser), not as ModelState
  app.addHook('onRoute', (r: RouteOptions) => {
    if (r.config?.operation === 'revokeFileShare') r.attachValidation = true;
  });

  route(app, 'openFileShare', async (req): Promise<FileShareSession> => {
    const a = authOf(req);
    const { token, expiresAt } = openView(db, { customerKey: a.customerKey ?? '', userId: a.user.id }, Date.now());
    return { Url: `${originOf(req)}/api/${localeOf(req)}/fileshare/page?t=${token}`, ExpiresAt: new Date(expiresAt).toISOString() };
  });

  route(app, 'getFileSharePage', async (req, reply) => {
    const q = req.query;
    const now = Date.now();
    const view = liveView(req, q.t, now);
    if (!view) return expired(req, reply);
    return pageHeaders(req, reply).send(listPage(req, localeOf(req), q.t!, view, q.done, now));
  });

  route(app, 'revokeFileShare', async (req, reply) => {
    const now = Date.now();
    const view = req.validationError ? null : liveView(req, req.body.t, now);
    if (!view) return expired(req, reply);
    const done = packagesOf(db).revoke(view.customerKey, req.body.package) ? 'revoked' : 'gone';
    // back to the page (post, redirect, get): a reload does not post again
    return reply.header('Cache-Control', 'no-store').redirect(`page?t=${encodeURIComponent(req.body.t)}&done=${done}`, 303);
  });
}
