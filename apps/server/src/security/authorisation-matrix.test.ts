/**
 * The authorisation matrix (issue 12; OWASP API1, API3, API5; ASVS 8.2.2, 8.4.1).
 *
 * Every route Fastify registers (seen through an onRoute hook) must be in the OpenAPI document
 * (or in HIDDEN_ROUTES) and in MATRIX below, or the test fails: a new route needs an entry here.
 * Each route is called as anonymous, A's manager, buyer and seller, B's manager, buyer and seller,
 * an operator and a read-only operator, on objects of A (fixtures in security-fixtures.ts; B never
 * takes part in them). A is Demo Steel with single-role users: its manager-only user has no
 * features, so the feature gates show up in its column. B is Rhein Stahl.
 *
 * Expected answers, one letter per caller in CALLERS order:
 *   u  401 — not signed in;
 *   d  403 — wrong role, wrong tenant (operator ↔ marketplace), missing feature, read-only operator writing;
 *   n  404 — the object is another organisation's (or not one the caller's side may see);
 *   r  refused without a look at the object: 400, 403 or 404, never 2xx — for writes whose `{}` body fails
 *      validation before the service looks the object up or checks a feature (a 400 tells nothing about
 *      the object: a missing id answers the same);
 *   a  allowed — got past authorisation: 2xx/3xx, or 400 (the body-less/empty write failed validation),
 *      409 (the object's state refuses it) or 422. The calls send `{}` as the body of writes.
 * 404s of allowed callers are not accepted: the fixtures exist, so 404 means "not visible".
 *
 * Calls expected to be refused run first, all at once, and must not change anything; then the
 * allowed calls run one after the other, deletions last, since they may change their object.
 * HEAD routes Fastify adds for every GET are the GET's handler and are not called separately.
 */
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_SESSION_COOKIE } from '../modules/auth/page-session';
import { buildSecurityWorld, CALLERS, countRows, type SecurityFixtures, type SecurityWorld } from './security-fixtures';

/** The answers that set or clear the page-session cookie (sign-in with tokens, refresh, sign-out). */
const PAGE_SESSION_ROUTES = new Set([
  'POST /api/auth/login',
  'POST /api/auth/challenge-respond',
  'POST /api/auth/refresh-token',
  'POST /api/auth/revoke-token',
]);

type Expected = 'u' | 'd' | 'n' | 'a' | 'r';
interface Entry {
  /** The fixture standing for the route's path parameter. */
  param?: keyof SecurityFixtures | 'token' | 'file';
  /** One letter per caller (u, d, n, r, a): anonymous, aManager, aBuyer, aSeller, bManager, bBuyer, bSeller, operator, readOnly. */
  expect: string;
  /** Why the row differs from its family's rule. */
  why?: string;
}

// family rules, one letter per caller
const OPEN = 'aaaaaaaaa';
const UNIVERSAL_OWN = 'uaaaaaadd'; // every marketplace user, on their own organisation's data
const UNIVERSAL_OBJECT = 'uaaannndd'; // every marketplace user of A; B does not see A's object
const MANAGER_OWN = 'uaddadddd';
const MANAGER_OBJECT = 'uaddndddd';
const BUYER_OWN = 'udaddaddd';
const BUYER_OBJECT = 'udaddnddd';
const SELLER_OWN = 'uddaddadd';
const SELLER_OBJECT = 'uddaddndd';
const ADMIN_READ = 'udddddd' + 'aa';
const ADMIN_WRITE = 'udddddd' + 'ad';

/**
 * Every route and who may call it. Spec 000 §6 / 001 §6 and domain permissions.ts: everyone searches,
 * creates alerts and listing drafts; sellers list and quote; buyers buy, use the cart (CART feature),
 * make offers (BID_OFFERS) and ask for quotes; managers run the organisation, its users and addresses.
 */
const MATRIX: Record<string, Entry> = {
  // open: the document, health, configuration, sign-in and recovery
  'GET /api/docs': { expect: OPEN },
  'GET /api/docs/openapi.json': { expect: OPEN },
  'GET /api/health': { expect: OPEN },
  'GET /api/health/live': { expect: OPEN },
  'GET /api/health/ready': { expect: OPEN },
  'GET /api/public/config': { expect: OPEN },
  'GET /api/dev/mailbox': {
    expect: 'udddddd' + 'ad',
    why: 'DEV_MAILBOX only (config refuses it in production): its key or an OPERATOR token; the mail holds reset links',
  },
  'POST /api/auth/login': { expect: OPEN },
  'POST /api/auth/challenge-respond': { expect: OPEN },
  'POST /api/auth/refresh-token': { expect: OPEN },
  'POST /api/auth/revoke-token': { expect: OPEN },
  'POST /api/auth/verify-software-token': { expect: OPEN },
  'POST /api/auth/forgot-password': { expect: OPEN },
  'POST /api/auth/forgot-password/verify': { expect: OPEN },
  'PUT /api/auth/forgot-password/reset-password': { expect: OPEN },
  'PUT /api/auth/set-new-password': { expect: OPEN },
  'POST /api/auth/resend-link': { expect: OPEN },
  'GET /api/public/users/resend-welcome-email': { expect: OPEN },
  // the alert digest's List-Unsubscribe link: its signed token, not a session, decides
  'GET /api/public/alerts/unsubscribe': { expect: OPEN },
  'POST /api/public/alerts/unsubscribe': { expect: OPEN },
  'POST /api/auth/associate-software-token': {
    expect: 'uaaaaaauu',
    why: 'a marketplace access token or a challenge session; operators set two-factor up in their sign-in challenge',
  },
  'GET /api/files/*': {
    param: 'file',
    expect: 'ddddddddd',
    why: 'the signature is the authorisation: a bad one is 403',
  },

  // the own account and organisation
  'POST /api/universal/users/mfa/disable': { expect: UNIVERSAL_OWN },
  'PATCH /api/universal/users/password-change': { expect: UNIVERSAL_OWN },
  'GET /api/universal/users/self': { expect: UNIVERSAL_OWN },
  'GET /api/universal/users/self-updates': { expect: UNIVERSAL_OWN },
  'PUT /api/universal/users/self/language': { expect: UNIVERSAL_OWN },
  'GET /api/universal/users/email-csrf-token': { expect: UNIVERSAL_OWN },
  'PUT /api/universal/users/email-change': { expect: UNIVERSAL_OWN },
  'POST /api/universal/users/email-validation/:token': {
    param: 'token',
    expect: 'udddddddd',
    why: 'needs the CSRF token of email-csrf-token, which the matrix does not send',
  },
  'GET /api/universal/organisations/self/': { expect: UNIVERSAL_OWN },
  'PATCH /api/manager/organisations/self/purchase-contact': { expect: MANAGER_OWN },
  'PATCH /api/manager/organisations/self/payment-terms': { expect: MANAGER_OWN },
  'GET /api/manager/users/': { expect: MANAGER_OWN },
  'POST /api/manager/users/': { expect: MANAGER_OWN },
  'GET /api/manager/users/:id': { param: 'user', expect: MANAGER_OBJECT },
  'PATCH /api/manager/users/:id': { param: 'user', expect: MANAGER_OBJECT },
  'DELETE /api/manager/users/:id': { param: 'user', expect: MANAGER_OBJECT },

  // addresses: everyone reads their organisation's; only managers change them
  'GET /api/universal/addresses/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/addresses/default-country': { expect: UNIVERSAL_OWN },
  'GET /api/universal/addresses-history/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/addresses/:id': { param: 'address', expect: UNIVERSAL_OBJECT },
  'GET /api/manager/addresses/:id': { param: 'address', expect: MANAGER_OBJECT },
  'GET /api/buyer/addresses/:id': { param: 'address', expect: BUYER_OBJECT },
  'GET /api/seller/addresses/:id': { param: 'address', expect: SELLER_OBJECT },
  'POST /api/manager/addresses/': { expect: MANAGER_OWN },
  'PUT /api/manager/addresses/:id': { param: 'address', expect: 'uaddrdddd' },
  'PUT /api/manager/addresses/:id/primary': { param: 'address', expect: MANAGER_OBJECT },
  'DELETE /api/manager/addresses/:id': { param: 'spareAddress', expect: MANAGER_OBJECT },

  // documents: the uploader's organisation, or anyone once on a public listing
  'POST /api/universal/documents': { expect: UNIVERSAL_OWN },
  'GET /api/universal/documents/:id': { param: 'document', expect: UNIVERSAL_OBJECT },
  'GET /api/universal/documents/:id/exchange': { param: 'document', expect: UNIVERSAL_OBJECT },
  'DELETE /api/universal/documents/:id': { param: 'document', expect: UNIVERSAL_OBJECT },

  // listings and packages: sellers manage their organisation's; live ones are public to every marketplace user
  'GET /api/universal/listings/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/listings/:id': { param: 'listing', expect: 'uaaaaaadd', why: 'a live listing is public' },
  'GET /api/universal/listings/views/:id': { param: 'listing', expect: UNIVERSAL_OBJECT },
  'POST /api/seller/listings/': { expect: SELLER_OWN },
  'PUT /api/seller/listings/:id': { param: 'listing', expect: 'uddaddrdd' },
  'POST /api/seller/listings/:id/submit': { param: 'listing', expect: 'uddaddrdd' },
  'DELETE /api/seller/listings/:id': { param: 'listing', expect: SELLER_OBJECT },
  'POST /api/seller/listings/:id/draft': { param: 'listing', expect: SELLER_OBJECT },
  'PUT /api/seller/listings/:id/price': { param: 'listing', expect: 'uddaddrdd' },
  'PUT /api/seller/listings/:id/expiry': { param: 'listing', expect: 'uddaddrdd' },
  'PUT /api/seller/listings/:id/auto-renew': { param: 'listing', expect: 'uddaddrdd' },
  'PUT /api/seller/listings/:id/renewal': { param: 'listing', expect: 'uddaddrdd' },
  'GET /api/universal/packaging/packages/': { expect: 'udaaaaadd', why: 'PACKAGES feature' },
  'GET /api/universal/packaging/packages/:id': { param: 'package', expect: 'udaaaaadd', why: 'PACKAGES; public' },
  'GET /api/universal/packaging/packages/views/:id': { param: 'package', expect: 'udaannndd', why: 'PACKAGES' },
  'POST /api/seller/packages/': { expect: SELLER_OWN },
  'PUT /api/seller/packages/:id': { param: 'package', expect: 'uddaddrdd' },
  'POST /api/seller/packages/:id/submit': { param: 'package', expect: 'uddaddrdd' },
  'DELETE /api/seller/packages/:id': { param: 'package', expect: SELLER_OBJECT },
  'POST /api/seller/packages/:id/draft': { param: 'package', expect: SELLER_OBJECT },
  'PUT /api/seller/packages/:id/price': { param: 'package', expect: 'uddaddrdd' },
  'PUT /api/seller/packages/:id/expiry': { param: 'package', expect: 'uddaddrdd' },
  'PUT /api/seller/packages/:id/auto-renew': { param: 'package', expect: 'uddaddrdd' },
  'PUT /api/seller/packages/:id/renewal': { param: 'package', expect: 'uddaddrdd' },

  // drafts: everyone creates listing drafts; deletion is for sellers or managers (spec 000 §6)
  'POST /api/universal/draft-listings/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/draft-listings/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/draft-listings/:id': { param: 'draftListing', expect: UNIVERSAL_OBJECT },
  'PUT /api/universal/draft-listings/:id': { param: 'draftListing', expect: 'uaaarrrdd' },
  'DELETE /api/seller/draft-listings/:id': { param: 'draftListing', expect: SELLER_OBJECT },
  'DELETE /api/manager/draft-listings/:id': { param: 'draftListing', expect: MANAGER_OBJECT },
  'POST /api/universal/draft-packages/': { expect: 'uraaaaadd', why: 'PACKAGES and PACKAGE_DRAFTS' },
  'GET /api/universal/draft-packages/': { expect: 'udaaaaadd', why: 'PACKAGES' },
  'GET /api/universal/draft-packages/:id': { param: 'draftPackage', expect: 'udaannndd', why: 'PACKAGES' },
  'PUT /api/universal/draft-packages/:id': { param: 'draftPackage', expect: 'uraarrrdd', why: 'PACKAGES' },
  'DELETE /api/seller/draft-packages/:id': { param: 'draftPackage', expect: SELLER_OBJECT },
  'DELETE /api/manager/draft-packages/:id': { param: 'draftPackage', expect: 'udddndddd', why: 'PACKAGES' },

  // alerts are the creating user's own; urgent request settings are the seller's
  'POST /api/universal/listing-alerts/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/listing-alerts/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/listing-alerts/:id': { param: 'alert', expect: 'unannnndd', why: "the creator's own" },
  'PATCH /api/universal/listing-alerts/:id': { param: 'alert', expect: 'urarrrrdd', why: "the creator's own" },
  'PUT /api/universal/listing-alerts/:id': { param: 'alert', expect: 'urarrrrdd', why: "the creator's own" },
  'DELETE /api/universal/listing-alerts/:id': { param: 'alert', expect: 'unannnndd', why: "the creator's own" },
  'GET /api/universal/search-listings/by-alert/:alertId': { param: 'alert', expect: 'unannnndd' },
  'GET /api/seller/immediate-requests/settings': { expect: SELLER_OWN },
  'PUT /api/seller/immediate-requests/settings': { expect: SELLER_OWN },

  // search
  'GET /api/universal/search-listings/': { expect: UNIVERSAL_OWN },
  'GET /api/universal/search-listings/target-price-minimum': { expect: 'udaaaaadd', why: 'TARGET_PRICE' },
  'GET /api/universal/search-packages/': { expect: 'udaaaaadd', why: 'PACKAGES' },

  // RFQs: buyers ask, sellers of other organisations quote live ones, operators review
  'GET /api/buyer/rfqs': { expect: BUYER_OWN },
  'POST /api/buyer/rfqs': { expect: BUYER_OWN },
  'GET /api/buyer/rfqs/:id': { param: 'rfq', expect: BUYER_OBJECT },
  'PUT /api/buyer/rfqs/:id': { param: 'rfq', expect: BUYER_OBJECT },
  'DELETE /api/buyer/rfqs/:id': { param: 'rfq', expect: BUYER_OBJECT },
  'POST /api/buyer/rfqs/:id/submit': { param: 'rfq', expect: BUYER_OBJECT },
  'POST /api/buyer/rfqs/:id/withdraw': { param: 'rfq', expect: BUYER_OBJECT },
  'POST /api/buyer/rfqs/:id/to-draft': { param: 'rfq', expect: BUYER_OBJECT },
  'POST /api/buyer/rfqs/:id/renew': { param: 'rfq', expect: 'udaddrddd' },
  'POST /api/buyer/rfqs/:id/copy': { param: 'rfq', expect: BUYER_OBJECT },
  'POST /api/buyer/rfqs/:id/accept': { param: 'rfq', expect: 'udaddrddd' },
  'GET /api/seller/rfqs': { expect: SELLER_OWN },
  'GET /api/seller/rfqs/:id': {
    param: 'rfq',
    expect: 'uddnddndd',
    why: 'sellers never see their own organisation’s RFQs, nor drafts',
  },
  'PUT /api/seller/rfqs/:id/quote': { param: 'rfq', expect: 'uddrddrdd', why: 'as above' },
  'DELETE /api/seller/rfqs/:id/quote': { param: 'rfq', expect: 'uddnddndd', why: 'as above' },
  'GET /api/admin/rfqs': { expect: ADMIN_READ },
  'GET /api/admin/rfqs/:id': { param: 'rfq', expect: 'uddddddnn', why: "a draft is the buyer's alone" },
  'POST /api/admin/rfqs/:id/approve': { param: 'rfq', expect: 'uddddddnd' },
  'POST /api/admin/rfqs/:id/reject': { param: 'rfq', expect: ADMIN_WRITE },

  // offers (BID_OFFERS): the buyer's organisation and the listing's seller organisation are the parties
  'POST /api/buyer/negotiations': { expect: BUYER_OWN },
  'GET /api/buyer/negotiations': { expect: BUYER_OWN },
  'GET /api/seller/negotiations': { expect: SELLER_OWN },
  'GET /api/universal/negotiations/by-listing/:listingId': {
    param: 'negotiatedListing',
    expect: 'udaaaaadd',
    why: 'BID_OFFERS; each caller sees only their own organisation’s negotiations on a public listing',
  },
  'GET /api/universal/negotiations/:id': { param: 'negotiation', expect: 'udannnndd', why: 'BID_OFFERS' },
  'POST /api/universal/negotiations/:id/accept': { param: 'negotiation', expect: 'udannnndd', why: 'BID_OFFERS' },
  'POST /api/universal/negotiations/:id/reject': { param: 'negotiation', expect: 'udannnndd', why: 'BID_OFFERS' },
  'POST /api/universal/negotiations/:id/counter': { param: 'negotiation', expect: 'urarrrrdd', why: 'BID_OFFERS' },
  'PUT /api/universal/negotiations/:id/withdraw': { param: 'negotiation', expect: 'udannnndd', why: 'BID_OFFERS' },
  'POST /api/buyer/purchase-orders/offer': { expect: BUYER_OWN },

  // cart (CART) and checkout
  'GET /api/buyer/cart/fetch-cart': { expect: BUYER_OWN },
  'POST /api/buyer/cart/entries': { expect: BUYER_OWN },
  'DELETE /api/buyer/cart/entries/:entryId': { param: 'cartEntry', expect: BUYER_OBJECT },
  'DELETE /api/buyer/cart': { expect: BUYER_OWN },
  'POST /api/buyer/cart/review-prices': { expect: BUYER_OWN },
  'POST /api/buyer/purchase-orders': { expect: BUYER_OWN },
  'POST /api/buyer/purchase-orders/cart': { expect: BUYER_OWN },

  // orders: the buying organisation (the seller's side sees its sales), never a third one
  'GET /api/universal/purchase-orders': { expect: UNIVERSAL_OWN },
  'GET /api/universal/purchase-orders/:id': {
    param: 'order',
    expect: 'uaannnndd',
    why: 'a purchase is seen by the buying side (buyers and managers), a sale by the selling side',
  },
  'GET /api/universal/purchase-orders/cart-orders/:cartRefNo': { param: 'cartRefNo', expect: 'uaannnndd' },
  'PUT /api/buyer/purchase-orders/:id': { param: 'order', expect: BUYER_OBJECT },

  // the operator console
  'GET /api/admin/documents/:id': {
    param: 'document',
    expect: 'uddddddnn',
    why: 'operators see the files of listings under review, not an upload attached to nothing',
  },
  'GET /api/admin/documents/:id/exchange': { param: 'document', expect: 'uddddddnn' },
  'GET /api/admin/organisations/': { expect: ADMIN_READ },
  'POST /api/admin/organisations/': { expect: ADMIN_WRITE },
  'GET /api/admin/organisations/:id': { param: 'organisation', expect: ADMIN_READ },
  'PATCH /api/admin/organisations/:id': { param: 'organisation', expect: ADMIN_WRITE },
  'POST /api/admin/organisations/:id/suspend': { param: 'organisation', expect: ADMIN_WRITE },
  'POST /api/admin/organisations/:id/reinstate': { param: 'organisation', expect: ADMIN_WRITE },
  'PUT /api/admin/organisations/:id/credit': { param: 'organisation', expect: ADMIN_WRITE },
  'GET /api/admin/organisations/:id/credit-changes': { param: 'organisation', expect: ADMIN_READ },
  'GET /api/admin/organisations/:id/users': { param: 'organisation', expect: ADMIN_READ },
  'POST /api/admin/organisations/:id/managers': { param: 'organisation', expect: ADMIN_WRITE },
  'POST /api/admin/users/:id/welcome-email': { param: 'user', expect: ADMIN_WRITE },
  'PATCH /api/admin/users/:id': { param: 'user', expect: ADMIN_WRITE },
  'GET /api/admin/addresses/pending': { expect: ADMIN_READ },
  'POST /api/admin/addresses/:id/approve': { param: 'spareAddress', expect: ADMIN_WRITE },
  'POST /api/admin/addresses/:id/reject': { param: 'spareAddress', expect: ADMIN_WRITE },
  'GET /api/admin/audit-log': { expect: ADMIN_READ },
  'GET /api/admin/mail-outbox/failed': { expect: ADMIN_READ },
  'GET /api/admin/listings': { expect: ADMIN_READ },
  'GET /api/admin/listings/:id': { param: 'listing', expect: ADMIN_READ },
  'POST /api/admin/listings/:id/approve': { param: 'listing', expect: ADMIN_WRITE },
  'POST /api/admin/listings/:id/reject': { param: 'listing', expect: ADMIN_WRITE },
  'GET /api/admin/purchase-orders': { expect: ADMIN_READ },
  'GET /api/admin/purchase-orders/:id': { param: 'order', expect: ADMIN_READ },
  'PUT /api/admin/purchase-orders/:id/status': { param: 'order', expect: ADMIN_WRITE },
  'PUT /api/admin/purchase-orders/:id/payment': { param: 'order', expect: ADMIN_WRITE },
};

/** Routes registered with `hide: true`, so not in the document. */
const HIDDEN_ROUTES = new Set(['GET /api/docs', 'GET /api/docs/openapi.json']);

const ALLOWED_STATUSES = new Set([400, 409, 422]);
const classify = (status: number): Expected | `other ${number}` => {
  if (status === 401) return 'u';
  if (status === 403) return 'd';
  if (status === 404) return 'n';
  if (status < 400 || ALLOWED_STATUSES.has(status)) return 'a';
  return `other ${status}`;
};

/** `/api/x/:id` → `/api/x/{id}`, as the OpenAPI document writes it. */
const toDocumentPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

let w: SecurityWorld;
const registered: string[] = [];

beforeAll(async () => {
  w = await buildSecurityWorld({
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD' && route.url.startsWith('/api')) registered.push(`${method} ${route.url}`);
      }
    },
  });
}, 120_000);
afterAll(async () => w?.t.close());

function urlOf(key: string): string {
  const entry = MATRIX[key]!;
  const path = key.slice(key.indexOf(' ') + 1);
  const value =
    entry.param === 'token'
      ? 'not-a-token'
      : entry.param === 'file'
        ? 'listing/not-a-file.png?expires=1&signature=x'
        : entry.param
          ? w.ids[entry.param]
          : '';
  return path.replace(/:(\w+)|\*$/, value);
}

describe('authorisation matrix', () => {
  it('has every registered route in the OpenAPI document and in the matrix, and nothing else', () => {
    const documented = new Set<string>();
    const paths = (w.t.app.swagger() as { paths: Record<string, object> }).paths;
    for (const [path, operations] of Object.entries(paths)) {
      for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);
    }
    const notDocumented = registered.filter((r) => !HIDDEN_ROUTES.has(r) && !documented.has(toDocumentPath(r)));
    expect(notDocumented, 'routes missing from the OpenAPI document').toEqual([]);
    expect(
      registered.filter((r) => !MATRIX[r]),
      'routes without a row in MATRIX',
    ).toEqual([]);
    expect(
      Object.keys(MATRIX).filter((r) => !registered.includes(r)),
      'rows of removed routes',
    ).toEqual([]);
    for (const [key, entry] of Object.entries(MATRIX)) expect(entry.expect, key).toMatch(/^[udnra]{9}$/);
  });

  it('answers every caller as the role table says', async () => {
    const failures: string[] = [];
    const call = (key: string, caller: (typeof CALLERS)[number]) => {
      const method = key.slice(0, key.indexOf(' ')) as 'GET';
      const write = method !== 'GET' && method !== 'DELETE';
      return w.t.app
        .inject({ method, url: urlOf(key), headers: w.headers[caller], ...(write ? { payload: {} } : {}) })
        .then((res) => {
          // the API authenticates with bearer tokens only: no answer may set a cookie but the sign-in
          // answers' page-session cookie, which the API never reads (issue 25)
          const cookie = res.headers['set-cookie'];
          if (cookie && !(PAGE_SESSION_ROUTES.has(key) && String(cookie).startsWith(`${PAGE_SESSION_COOKIE}=`)))
            failures.push(`${key} as ${caller}: sets a cookie`);
          return res;
        });
    };
    const check = (key: string, caller: (typeof CALLERS)[number], wanted: string, status: number, body: string) => {
      const got = classify(status);
      const refusedFirst = wanted === 'r' && (got === 'd' || got === 'n' || status === 400);
      if (got !== wanted && !refusedFirst)
        failures.push(`${key} as ${caller}: wanted ${wanted}, got ${status} ${body.slice(0, 160)}`);
      else if (status >= 400 && !/"kind"/.test(body))
        failures.push(`${key} as ${caller}: ${status} without the error shape`);
    };
    const refused: [string, (typeof CALLERS)[number], string][] = [];
    const allowed: [string, (typeof CALLERS)[number]][] = [];
    for (const key of registered) {
      const entry = MATRIX[key];
      if (!entry) continue;
      CALLERS.forEach((caller, i) => {
        const wanted = entry.expect[i]!;
        if (wanted === 'a') allowed.push([key, caller]);
        else refused.push([key, caller, wanted]);
      });
    }
    // refusals change nothing, so they run side by side
    const before = await countRows(w.t.db);
    const answers = await Promise.all(refused.map(([key, caller]) => call(key, caller)));
    answers.forEach((res, i) => check(refused[i]![0], refused[i]![1], refused[i]![2], res.statusCode, res.body));
    expect(await countRows(w.t.db), 'rows after the refused calls').toEqual(before);
    // allowed calls may change their object: one at a time, deletions last
    const order = (key: string) => (key.startsWith('DELETE') ? 1 : 0);
    allowed.sort((x, y) => order(x[0]) - order(y[0]));
    // a deletion may find its object already deleted by an earlier allowed deletion of the same fixture
    const deleted = new Set<string>();
    for (const [key, caller] of allowed) {
      const res = await call(key, caller);
      const param = MATRIX[key]!.param;
      if (key.startsWith('DELETE') && param && deleted.has(param) && res.statusCode === 404) continue;
      check(key, caller, 'a', res.statusCode, res.body);
      if (key.startsWith('DELETE') && param && res.statusCode < 300) deleted.add(param);
    }
    expect(failures).toEqual([]);
    expect(refused.length + allowed.length).toBeGreaterThan(1_400);
  }, 120_000);
});
