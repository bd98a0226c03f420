// The SQLite schema of every entity of spec section 3. Money columns end in `_cents` (integers);
// dates are ISO 8601 strings; booleans are 0/1.
export const SCHEMA_VERSION = 13;

export const SCHEMA_SQL = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE currencies (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE, symbol TEXT NOT NULL, name TEXT NOT NULL
);

CREATE TABLE countries (
  id INTEGER PRIMARY KEY, iso2 TEXT NOT NULL UNIQUE, name_nl TEXT NOT NULL, name_fr TEXT NOT NULL, name_en TEXT NOT NULL,
  overview_name TEXT NOT NULL, is_available INTEGER NOT NULL
);
CREATE TABLE country_costs (
  country_id INTEGER NOT NULL REFERENCES countries(id), currency_id INTEGER NOT NULL REFERENCES currencies(id),
  shipping_cents INTEGER NOT NULL, dropshipment_cents INTEGER NOT NULL,
  free_delivery_shipping_cents INTEGER NOT NULL, free_delivery_dropshipment_cents INTEGER NOT NULL,
  PRIMARY KEY (country_id, currency_id)
);

CREATE TABLE brands (id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE, name TEXT NOT NULL, logo TEXT NOT NULL);
CREATE TABLE collections (
  id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL REFERENCES brands(id), name TEXT NOT NULL, season TEXT NOT NULL
);

CREATE TABLE branches (id INTEGER PRIMARY KEY, name TEXT NOT NULL);
CREATE TABLE branch_brands (
  branch_id INTEGER NOT NULL REFERENCES branches(id), brand_id INTEGER NOT NULL REFERENCES brands(id),
  is_part_of_branch INTEGER NOT NULL, PRIMARY KEY (branch_id, brand_id)
);
CREATE TABLE branch_restrictions (
  branch_id INTEGER NOT NULL, brand_id INTEGER NOT NULL, country_code TEXT NOT NULL,
  restriction_level TEXT NOT NULL CHECK (restriction_level IN ('restricted', 'view', 'sell')),
  PRIMARY KEY (branch_id, brand_id, country_code)
);

CREATE TABLE size_charts (
  id INTEGER PRIMARY KEY, brand_id INTEGER REFERENCES brands(id), name TEXT NOT NULL, rows INTEGER NOT NULL, columns INTEGER NOT NULL
);
CREATE TABLE size_chart_cells (
  chart_id INTEGER NOT NULL REFERENCES size_charts(id), row INTEGER NOT NULL, col INTEGER NOT NULL, value TEXT NOT NULL,
  PRIMARY KEY (chart_id, row, col)
);

CREATE TABLE product_groups (
  id INTEGER PRIMARY KEY, erp_id TEXT NOT NULL UNIQUE, name TEXT NOT NULL, brand_id INTEGER NOT NULL REFERENCES brands(id),
  collection_id INTEGER NOT NULL REFERENCES collections(id), brand_subgroup TEXT NOT NULL, type TEXT NOT NULL,
  age_sex TEXT NOT NULL, label TEXT, description TEXT NOT NULL, brochure INTEGER NOT NULL, packaging TEXT NOT NULL,
  note TEXT, size_chart_id INTEGER REFERENCES size_charts(id), is_marketing INTEGER NOT NULL, is_pants INTEGER NOT NULL,
  retail_from_cents INTEGER NOT NULL, original_from_cents INTEGER NOT NULL, default_discount INTEGER NOT NULL,
  maximum_discount INTEGER NOT NULL, sort_index INTEGER NOT NULL, is_deleted INTEGER NOT NULL, is_pim_disabled INTEGER NOT NULL,
  video_url TEXT
);
CREATE INDEX ix_pg_brand ON product_groups (brand_id, sort_index);
CREATE INDEX ix_pg_name ON product_groups (name COLLATE NOCASE);
CREATE INDEX ix_pg_type ON product_groups (type);
CREATE INDEX ix_pg_collection ON product_groups (collection_id);
-- covers the shop filters' pass over every group (routes/productgroup.ts) without reading the wide rows
CREATE INDEX ix_pg_shop ON product_groups (is_deleted, is_marketing, brand_id, type, collection_id, age_sex, label, sort_index);
-- the same with type first: the facet counts of "every filter but Brands" select by type
CREATE INDEX ix_pg_shop_type ON product_groups (is_deleted, is_marketing, type, brand_id, collection_id, age_sex, label, sort_index);

-- The shop filters' many-valued facets per product group (colours, sizes, the StockOnly and PreOnly
-- flags), derived by SQL from products and variants after seeding (refreshGroupFacets). The catalogue
-- is not changed at run time; whatever changes it must call refreshGroupFacets again.
-- Each row repeats its group's single-valued facets and whether the shop lists it (live: not deleted,
-- not marketing), so a colour or size filter combined with brand, type, ... filters is one range of
-- ix_group_facets_shop rather than a probe per candidate group (routes' shop list, db/shop-list.ts).
CREATE TABLE group_facets (
  facet TEXT NOT NULL, value TEXT NOT NULL, group_id INTEGER NOT NULL REFERENCES product_groups(id),
  live INTEGER NOT NULL, brand_id INTEGER NOT NULL, type TEXT NOT NULL, collection_id INTEGER NOT NULL, age_sex TEXT NOT NULL, label TEXT,
  PRIMARY KEY (facet, value, group_id)
);
CREATE INDEX ix_group_facets_group ON group_facets (group_id, facet, value);
CREATE INDEX ix_group_facets_shop ON group_facets (facet, value, live, brand_id, type, collection_id, age_sex, label, group_id);

CREATE TABLE products (
  id INTEGER PRIMARY KEY, group_id INTEGER NOT NULL REFERENCES product_groups(id), color TEXT NOT NULL, color_id TEXT NOT NULL,
  hex_code TEXT NOT NULL, size_chart_id INTEGER NOT NULL, is_campaign_model INTEGER NOT NULL, stock_sale_allowed INTEGER NOT NULL,
  retail_cents INTEGER NOT NULL, original_cents INTEGER NOT NULL, is_deleted INTEGER NOT NULL, is_pim_disabled INTEGER NOT NULL
);
CREATE INDEX ix_products_group ON products (group_id);

CREATE TABLE images (
  owner_type TEXT NOT NULL CHECK (owner_type IN ('group', 'product')), owner_id INTEGER NOT NULL, position INTEGER NOT NULL,
  url TEXT NOT NULL, PRIMARY KEY (owner_type, owner_id, position)
);

CREATE TABLE variants (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), sku TEXT NOT NULL UNIQUE, size TEXT NOT NULL,
  dim1 TEXT, dim2 TEXT, stock_status TEXT NOT NULL, stock INTEGER NOT NULL, supplier_stock INTEGER NOT NULL,
  supplier_days_min INTEGER NOT NULL, supplier_days_max INTEGER NOT NULL, next_stock_delivery TEXT, next_stock_supplier TEXT,
  future_available_stock INTEGER NOT NULL, is_enabled INTEGER NOT NULL, is_available INTEGER NOT NULL, is_pim_disabled INTEGER NOT NULL,
  ean TEXT NOT NULL
);
CREATE INDEX ix_variants_product ON variants (product_id);
CREATE INDEX ix_variants_status ON variants (stock_status);

CREATE TABLE delivery_dates (
  id INTEGER PRIMARY KEY, product_id INTEGER NOT NULL REFERENCES products(id), delivery_date TEXT NOT NULL,
  final_order_date TEXT NOT NULL, retail_from_cents INTEGER NOT NULL, original_from_cents INTEGER NOT NULL
);
CREATE INDEX ix_delivery_dates_product ON delivery_dates (product_id);

CREATE TABLE customers (
  key TEXT PRIMARY KEY, alt_key TEXT NOT NULL UNIQUE, name TEXT NOT NULL, commercial_name TEXT NOT NULL, street TEXT NOT NULL,
  zipcode TEXT NOT NULL, city TEXT NOT NULL, country_id INTEGER NOT NULL REFERENCES countries(id), phone TEXT NOT NULL,
  email TEXT NOT NULL, use_email_invoice_template INTEGER NOT NULL, email_invoice TEXT, facebook_followers INTEGER NOT NULL,
  instagram_followers INTEGER NOT NULL, url TEXT, webshop_url TEXT, point_of_sale_system TEXT,
  currency_id INTEGER NOT NULL REFERENCES currencies(id), branch_id INTEGER NOT NULL REFERENCES branches(id),
  salesman_id TEXT, is_prepayment INTEGER NOT NULL, is_customer_hidden INTEGER NOT NULL
);
CREATE INDEX ix_customers_salesman ON customers (salesman_id);
CREATE INDEX ix_customers_name ON customers (name COLLATE NOCASE);
CREATE TABLE customer_brands (
  customer_key TEXT NOT NULL REFERENCES customers(key), brand_id INTEGER NOT NULL REFERENCES brands(id),
  PRIMARY KEY (customer_key, brand_id)
);

CREATE TABLE addresses (
  id INTEGER PRIMARY KEY, customer_key TEXT NOT NULL REFERENCES customers(key),
  type TEXT NOT NULL CHECK (type IN ('INVOICE', 'DELIVERY', 'SHOP')), name TEXT NOT NULL, street TEXT NOT NULL,
  house_number TEXT NOT NULL, zip_code TEXT NOT NULL, city TEXT NOT NULL, country_id INTEGER NOT NULL REFERENCES countries(id),
  email TEXT NOT NULL, phone TEXT NOT NULL, header TEXT, latitude REAL, longitude REAL, brands TEXT, url TEXT,
  dealer_type INTEGER, show_on_dealer_locator INTEGER NOT NULL DEFAULT 0, is_deleted INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX ix_addresses_customer ON addresses (customer_key, type);

CREATE TABLE users (
  id TEXT PRIMARY KEY, user_name TEXT NOT NULL UNIQUE COLLATE NOCASE, email TEXT NOT NULL UNIQUE COLLATE NOCASE,
  password_hash TEXT NOT NULL, first_name TEXT NOT NULL, last_name TEXT NOT NULL, function INTEGER NOT NULL, phone TEXT NOT NULL,
  role TEXT NOT NULL CHECK (role IN ('Admin', 'Vertegenwoordiger', 'Klant', 'PersoneelKlant', 'MarketingKlant')),
  sales_taker_code TEXT, customer_key TEXT REFERENCES customers(key), photo TEXT, is_blocked INTEGER NOT NULL,
  is_main_account INTEGER NOT NULL, email_confirmed INTEGER NOT NULL, confirm_code TEXT, registered INTEGER NOT NULL,
  customer_is_watching INTEGER NOT NULL DEFAULT 0, is_deleted INTEGER NOT NULL DEFAULT 0,
  -- sessions (auth/sessions.ts): a token is valid while its sv claim is session_version, or its jti is
  -- session_keep (the session that changed the password); confirm_expires ends the confirmation code
  -- (NULL: no expiry, the seeded registration fixtures)
  session_version INTEGER NOT NULL DEFAULT 0, session_keep TEXT, confirm_expires TEXT
);
CREATE INDEX ix_users_customer ON users (customer_key);
CREATE INDEX ix_users_role ON users (role);

CREATE TABLE outbox (
  id INTEGER PRIMARY KEY, created TEXT NOT NULL, to_email TEXT NOT NULL, kind TEXT NOT NULL, user_id TEXT, code TEXT, body TEXT NOT NULL,
  consumed INTEGER NOT NULL DEFAULT 0
);
-- contact and warranty requests (spec section 7), for customer service and visible to admins
CREATE TABLE service_requests (
  id INTEGER PRIMARY KEY, kind TEXT NOT NULL CHECK (kind IN ('contact', 'warranty')), created TEXT NOT NULL,
  customer_key TEXT, user_id TEXT NOT NULL, occasion INTEGER, brands TEXT, text TEXT NOT NULL, article TEXT,
  defect_photo BLOB, defect_photo_type TEXT, proof_photo BLOB, proof_photo_type TEXT
);
CREATE TABLE impersonation_audit (
  id INTEGER PRIMARY KEY, actor_id TEXT NOT NULL, customer_key TEXT NOT NULL, target_user_id TEXT,
  action TEXT NOT NULL CHECK (action IN ('start', 'end')), at TEXT NOT NULL
);
-- traceable impersonation (auth/trace.ts): a session per impersonation token (token_id = its jti), started at
-- the token's issue time; every write made with that token is a row of impersonation_writes; orders placed and
-- pre-orders changed while impersonating keep the acting admin or salesman
CREATE TABLE impersonation_sessions (
  id INTEGER PRIMARY KEY, token_id TEXT NOT NULL UNIQUE, actor_id TEXT NOT NULL, user_id TEXT NOT NULL,
  customer_key TEXT NOT NULL, started TEXT NOT NULL, last_seen TEXT NOT NULL, ended TEXT
);
CREATE INDEX ix_impersonation_sessions_started ON impersonation_sessions (started DESC);
-- the file-sharing widget's views (db/fileshare.ts): the SHA-256 of a short-lived token an authenticated
-- call handed out, bound to the customer and user; times in epoch ms
CREATE TABLE fileshare_views (
  token_hash TEXT PRIMARY KEY, customer_key TEXT NOT NULL, user_id TEXT NOT NULL, created_at INTEGER NOT NULL, expires_at INTEGER NOT NULL
);

CREATE TABLE impersonation_writes (
  id INTEGER PRIMARY KEY, session_id INTEGER NOT NULL REFERENCES impersonation_sessions(id), method TEXT NOT NULL,
  route TEXT NOT NULL, url TEXT NOT NULL, resource_id TEXT, status INTEGER NOT NULL, at TEXT NOT NULL
);
CREATE INDEX ix_impersonation_writes_session ON impersonation_writes (session_id, id);
CREATE TABLE order_placed_by (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id), actor_id TEXT NOT NULL, session_id INTEGER
);
-- Idempotency-Key answers (http/idempotency.ts): the successful answer of a write per caller and key, 24 h
CREATE TABLE idempotency_keys (
  principal TEXT NOT NULL, key TEXT NOT NULL, fingerprint TEXT NOT NULL, status INTEGER NOT NULL, content_type TEXT,
  body TEXT NOT NULL, created_at TEXT NOT NULL, PRIMARY KEY (principal, key)
);
CREATE INDEX ix_idempotency_keys_created ON idempotency_keys (created_at);
CREATE TABLE preorder_changed_by (
  preorder_id INTEGER PRIMARY KEY REFERENCES preorders(id), actor_id TEXT NOT NULL, at TEXT NOT NULL
);

CREATE TABLE orders (
  id INTEGER PRIMARY KEY, order_number TEXT NOT NULL UNIQUE, customer_key TEXT NOT NULL REFERENCES customers(key),
  order_date TEXT NOT NULL, total_cents INTEGER NOT NULL, status TEXT NOT NULL, sales_pool TEXT NOT NULL,
  is_dropshipment INTEGER NOT NULL, reference TEXT NOT NULL, delivery_address_id INTEGER, invoice_address_id INTEGER
);
CREATE INDEX ix_orders_customer ON orders (customer_key, order_date DESC);
-- what basket/submit records beside the order row: coupon, remarks, dropshipment address, money split, prepayment
CREATE TABLE order_checkout (
  order_id INTEGER PRIMARY KEY REFERENCES orders(id), coupon_code TEXT, coupon_type INTEGER, remarks TEXT NOT NULL,
  dropshipment_address TEXT, delivery_country_id INTEGER, articles_cents INTEGER NOT NULL, no_discount_cents INTEGER NOT NULL,
  coupon_discount_cents INTEGER NOT NULL, delivery_cents INTEGER NOT NULL, is_prepayment INTEGER NOT NULL
);
CREATE TABLE order_lines (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), variant_id INTEGER NOT NULL REFERENCES variants(id),
  quantity INTEGER NOT NULL, quantity_shipped INTEGER NOT NULL, quantity_canceled INTEGER NOT NULL, unit_cents INTEGER NOT NULL,
  expected_delivery_date TEXT, status TEXT NOT NULL
);
CREATE INDEX ix_order_lines_order ON order_lines (order_id);
CREATE TABLE shipments (
  id INTEGER PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), status TEXT NOT NULL, delivery_date TEXT,
  tracking_url TEXT, tracking_code TEXT
);
CREATE INDEX ix_shipments_order ON shipments (order_id);
CREATE TABLE invoices (
  invoice_number TEXT PRIMARY KEY, order_id INTEGER NOT NULL REFERENCES orders(id), customer_key TEXT NOT NULL,
  date TEXT NOT NULL, total_cents INTEGER NOT NULL
);
CREATE INDEX ix_invoices_customer ON invoices (customer_key, date DESC);
CREATE TABLE backorders (
  id INTEGER PRIMARY KEY, customer_key TEXT NOT NULL, order_line_id INTEGER NOT NULL REFERENCES order_lines(id),
  quantity INTEGER NOT NULL, expected_delivery_date TEXT
);
CREATE INDEX ix_backorders_customer ON backorders (customer_key);

CREATE TABLE preorder_sheets (
  id INTEGER PRIMARY KEY, brand_id INTEGER NOT NULL REFERENCES brands(id), collection_id INTEGER NOT NULL REFERENCES collections(id),
  name TEXT NOT NULL, maximum_discount INTEGER NOT NULL, deadline TEXT NOT NULL, state INTEGER NOT NULL, salesman_note TEXT
);
CREATE TABLE sheet_targets (
  id INTEGER PRIMARY KEY, sheet_id INTEGER NOT NULL REFERENCES preorder_sheets(id), name TEXT NOT NULL,
  is_default INTEGER NOT NULL, maximum_discount INTEGER NOT NULL
);
CREATE TABLE sheet_product_groups (
  sheet_id INTEGER NOT NULL REFERENCES preorder_sheets(id), group_id INTEGER NOT NULL REFERENCES product_groups(id),
  sort_index INTEGER NOT NULL, pre_order_discount INTEGER NOT NULL, maximum_discount INTEGER NOT NULL, is_marketing INTEGER NOT NULL,
  brochure INTEGER NOT NULL DEFAULT 0,
  PRIMARY KEY (sheet_id, group_id)
);

-- the admin sheet builder's settings of colour products and sizes on one sheet (routes/preordersheet.ts):
-- the delivery dates offered (a subset of the product's delivery_dates) and size toggles that override
-- variants.is_available on this sheet only
CREATE TABLE sheet_product_dates (
  sheet_id INTEGER NOT NULL REFERENCES preorder_sheets(id), product_id INTEGER NOT NULL REFERENCES products(id),
  delivery_date TEXT NOT NULL, PRIMARY KEY (sheet_id, product_id, delivery_date)
);
CREATE TABLE sheet_variants (
  sheet_id INTEGER NOT NULL REFERENCES preorder_sheets(id), variant_id INTEGER NOT NULL REFERENCES variants(id),
  is_available INTEGER NOT NULL, PRIMARY KEY (sheet_id, variant_id)
);

CREATE TABLE preorders (
  id INTEGER PRIMARY KEY, sheet_id INTEGER NOT NULL REFERENCES preorder_sheets(id), customer_key TEXT NOT NULL REFERENCES customers(key),
  salesman_id TEXT, state INTEGER NOT NULL, customer_state INTEGER NOT NULL, system_state INTEGER NOT NULL, last_update TEXT NOT NULL,
  internal_reference TEXT NOT NULL, order_reference TEXT NOT NULL, discount INTEGER NOT NULL, customer_comment TEXT,
  internal_comment TEXT, forecasts_visible INTEGER NOT NULL, early_shipment_allowed INTEGER NOT NULL,
  address_id INTEGER, process_date TEXT, is_closed INTEGER NOT NULL,
  -- the header's row version (RowVersion): 1 when created, +1 on every header write, sendtosales and close;
  -- PUT customer/sales with a different RowVersion are refused with 409 (routes/preorder.ts)
  row_version INTEGER NOT NULL DEFAULT 1
);
CREATE INDEX ix_preorders_customer ON preorders (customer_key, last_update DESC);
CREATE INDEX ix_preorders_state ON preorders (system_state, state, last_update DESC);
CREATE TABLE preorder_users (preorder_id INTEGER NOT NULL REFERENCES preorders(id), email TEXT NOT NULL, PRIMARY KEY (preorder_id, email));
CREATE TABLE preorder_lines (
  preorder_id INTEGER NOT NULL REFERENCES preorders(id), variant_id INTEGER NOT NULL REFERENCES variants(id),
  amount INTEGER NOT NULL, delivery_date TEXT, discount INTEGER NOT NULL, PRIMARY KEY (preorder_id, variant_id)
);
CREATE TABLE preorder_group_settings (
  preorder_id INTEGER NOT NULL REFERENCES preorders(id), group_id INTEGER NOT NULL REFERENCES product_groups(id),
  discount INTEGER NOT NULL, PRIMARY KEY (preorder_id, group_id)
);
CREATE TABLE preorder_product_settings (
  preorder_id INTEGER NOT NULL REFERENCES preorders(id), product_id INTEGER NOT NULL REFERENCES products(id),
  discount INTEGER, delivery_date TEXT, PRIMARY KEY (preorder_id, product_id)
);
CREATE TABLE preorder_notifications (
  id INTEGER PRIMARY KEY, preorder_id INTEGER NOT NULL REFERENCES preorders(id),
  type TEXT NOT NULL CHECK (type IN ('ProductAdded', 'SizeActivated', 'DeadlineExpired', 'SizeDeactivated', 'ProductRemoved')),
  message TEXT NOT NULL, is_reported_to_customer INTEGER NOT NULL
);
CREATE INDEX ix_pon_preorder ON preorder_notifications (preorder_id);
CREATE TABLE chat_messages (
  id INTEGER PRIMARY KEY, preorder_id INTEGER NOT NULL REFERENCES preorders(id), user_id TEXT NOT NULL REFERENCES users(id),
  content TEXT NOT NULL, created TEXT NOT NULL, send_email_to_customer INTEGER NOT NULL
);
CREATE INDEX ix_chat_preorder ON chat_messages (preorder_id, id);
CREATE TABLE chat_reads (
  preorder_id INTEGER NOT NULL, user_id TEXT NOT NULL, last_read_id INTEGER NOT NULL, PRIMARY KEY (preorder_id, user_id)
);

CREATE TABLE coupons (
  id INTEGER PRIMARY KEY, code TEXT NOT NULL UNIQUE COLLATE NOCASE, valid_from TEXT NOT NULL, valid_to TEXT NOT NULL,
  type INTEGER NOT NULL CHECK (type IN (0, 1, 2))
);
CREATE TABLE coupon_values (
  coupon_id INTEGER NOT NULL REFERENCES coupons(id), currency_id INTEGER NOT NULL REFERENCES currencies(id),
  value INTEGER NOT NULL, PRIMARY KEY (coupon_id, currency_id)
);

CREATE TABLE banners (
  id INTEGER PRIMARY KEY, name TEXT NOT NULL, image TEXT NOT NULL, cta_text TEXT, hyperlink TEXT,
  start_date TEXT NOT NULL, end_date TEXT NOT NULL, weight INTEGER NOT NULL DEFAULT 0
);
CREATE TABLE banner_locations (banner_id INTEGER NOT NULL REFERENCES banners(id), type INTEGER NOT NULL, PRIMARY KEY (banner_id, type));
CREATE TABLE banner_branches (banner_id INTEGER NOT NULL REFERENCES banners(id), branch_id INTEGER NOT NULL, PRIMARY KEY (banner_id, branch_id));

CREATE TABLE notifications (
  id INTEGER PRIMARY KEY, title TEXT NOT NULL, content_nl TEXT NOT NULL, content_fr TEXT NOT NULL, content_en TEXT NOT NULL,
  start_date TEXT NOT NULL, end_date TEXT NOT NULL, show_to_main_user_only INTEGER NOT NULL
);
CREATE TABLE notification_branches (
  notification_id INTEGER NOT NULL REFERENCES notifications(id), branch_id INTEGER NOT NULL, PRIMARY KEY (notification_id, branch_id)
);

CREATE TABLE ax_warnings (
  id INTEGER PRIMARY KEY, warning TEXT NOT NULL, type TEXT NOT NULL, customer_key TEXT NOT NULL REFERENCES customers(key),
  order_reference TEXT NOT NULL, process_date TEXT NOT NULL, preorder_id INTEGER, is_ignored INTEGER NOT NULL DEFAULT 0,
  resent_at TEXT
);
CREATE INDEX ix_ax_warnings ON ax_warnings (is_ignored, process_date DESC);
-- The ERP (AX) outbox (db/erp.ts): every pre-order handed to AX (close, resend, AX-warning retry) or exported
-- as a file, with the AX lines as sent; status 'sent' or 'failed' (with error and the AX warning it raised) or 'exported'.
CREATE TABLE erp_outbox (
  id INTEGER PRIMARY KEY, preorder_id INTEGER NOT NULL REFERENCES preorders(id),
  reason TEXT NOT NULL CHECK (reason IN ('close', 'resend', 'retry', 'export')), created TEXT NOT NULL,
  status TEXT NOT NULL CHECK (status IN ('queued', 'sent', 'failed', 'exported')), payload TEXT NOT NULL, error TEXT,
  sent_at TEXT, ax_warning_id INTEGER
);
CREATE INDEX ix_erp_outbox_preorder ON erp_outbox (preorder_id, id);

CREATE TABLE download_rows (
  id INTEGER PRIMARY KEY, customer_key TEXT NOT NULL REFERENCES customers(key), product_id INTEGER NOT NULL REFERENCES products(id),
  purchased INTEGER NOT NULL
);
CREATE INDEX ix_download_rows_customer ON download_rows (customer_key);

CREATE TABLE baskets (
  customer_key TEXT PRIMARY KEY REFERENCES customers(key), is_dropshipment INTEGER NOT NULL, reference TEXT NOT NULL,
  remarks TEXT NOT NULL, coupon_code TEXT, delivery_address_id INTEGER, dropshipment_address TEXT
);
CREATE TABLE basket_items (
  customer_key TEXT NOT NULL REFERENCES customers(key), variant_id INTEGER NOT NULL REFERENCES variants(id),
  amount INTEGER NOT NULL, is_preorder INTEGER NOT NULL, added_at TEXT NOT NULL, PRIMARY KEY (customer_key, variant_id)
);

-- draft baskets (issue 10, routes/drafts.ts): a named copy of a basket's lines per owner user, shareable
-- with users of the same customer; names are unique per owner (case-insensitive)
CREATE TABLE basket_drafts (
  id INTEGER PRIMARY KEY, owner_id TEXT NOT NULL REFERENCES users(id), customer_key TEXT NOT NULL REFERENCES customers(key),
  name TEXT NOT NULL COLLATE NOCASE, is_dropshipment INTEGER NOT NULL, created TEXT NOT NULL, updated TEXT NOT NULL,
  UNIQUE (owner_id, name)
);
CREATE INDEX ix_basket_drafts_customer ON basket_drafts (customer_key);
CREATE TABLE basket_draft_lines (
  draft_id INTEGER NOT NULL REFERENCES basket_drafts(id), variant_id INTEGER NOT NULL REFERENCES variants(id),
  amount INTEGER NOT NULL, position INTEGER NOT NULL, PRIMARY KEY (draft_id, variant_id)
);
CREATE TABLE basket_draft_shares (
  draft_id INTEGER NOT NULL REFERENCES basket_drafts(id), user_id TEXT NOT NULL REFERENCES users(id), PRIMARY KEY (draft_id, user_id)
);
CREATE INDEX ix_basket_draft_shares_user ON basket_draft_shares (user_id);
`;

/** Every table, in creation order (seed hashing and counts walk them). */
export function tableNames(sql: string = SCHEMA_SQL): string[] {
  return [...sql.matchAll(/CREATE TABLE (\w+)/g)].map((m) => m[1]);
}
