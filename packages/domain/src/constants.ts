/** Business constants and limits shared by server and web (spec 000 §9). */
export const REQUEST_TIMEOUT_MS = 30_000;
export const TOKEN_REFRESH_MARGIN_MS = 3_000;
export const TOKEN_REFRESH_POLL_MS = 500;
/**
 * The web client sends a 503 with Retry-After (a lost database connection wrote nothing) again this
 * many times, waiting at most this long each time: a blip heals unseen, an outage still fails fast.
 */
export const RETRY_AFTER_MAX_RETRIES = 2;
export const RETRY_AFTER_MAX_WAIT_MS = 5_000;
/**
 * The header of a checkout: the server buys once however often it is sent (checkout.ts). Kept here so
 * that the API client reads it without pulling the checkout schemas into the sign-in page's JS.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const REFRESH_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;
export const CHALLENGE_SCREEN_TIMEOUT_MS = 300_000;
export const MIN_PASSWORD_LENGTH = 16;
export const TEMPORARY_PASSWORD_TTL_MS = 24 * 60 * 60 * 1000;
export const RESET_LINK_TTL_MS = 24 * 60 * 60 * 1000;
export const ACTIVATION_LINK_TTL_MS = 48 * 60 * 60 * 1000;
export const LOGIN_LOCKOUT_MS = 60 * 60 * 1000;
export const PASSWORD_CHANGE_LOCKOUT_MS = 60 * 60 * 1000;

export const PAGE_SIZE = {
  default: 50,
  max: 100,
  addresses: 100,
  listings: 10,
  search: 10,
  purchaseOrders: 10,
  // offers: My Offers and Manage Offers (negotiations.ts)
  negotiations: 10,
  organisations: 10,
  users: 10,
  draftListings: 50,
  hookLists: 10,
} as const;

export const ORDERS_CACHE_MS = 5 * 60 * 1000;
export const SUCCESS_NOTIFICATION_MS = 4_000;
export const TOAST_MS = 10_000;
export const CART_REMINDER_TOAST_MS = 5_000;
export const ORDER_SEARCH_DEBOUNCE_MS = 500;
export const COMMENT_MAX_LENGTH = 255;
export const MFA_CODE_LENGTH = 6;
export const FILES_SHOWN_BEFORE_MORE = 3;
export const CART_HEADER_MAX_GROUPS = 3;

export const LAYOUT = {
  navCollapseBelowPx: 1006,
  narrowLayoutPx: 800,
  headerScrollThresholdPx: 120,
  contentHeight: 1007,
  scrollOffsetPx: 10,
  extraPadding: 108,
} as const;

export const LANGUAGES = ['en', 'de', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];
export const LANGUAGE_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE', es: 'es-ES' };
export const DEFAULT_LANGUAGE: Language = 'en';

/** Password shared by every demo user of the seed. */
export const DEMO_PASSWORD = 'Steelyard-Demo-2026!';

/** A login challenge session (new password, two-factor) is valid this long and used once. */
export const CHALLENGE_SESSION_TTL_MS = 5 * 60 * 1000;
/** TOTP time step; one step of clock drift either way is accepted. */
export const TOTP_STEP_SECONDS = 30;

/** The token the e-mail change sends in X-CSRF-Token is valid this long. */
export const EMAIL_CSRF_TOKEN_TTL_MS = 60 * 60 * 1000;
/** The link confirming a new e-mail address is valid this long and used once. */
export const EMAIL_VALIDATION_LINK_TTL_MS = 24 * 60 * 60 * 1000;

/** Currencies listings are priced in: the organisations' currencies. */
export const SUPPORTED_CURRENCIES = ['GBP', 'EUR'] as const;

/** What one unit of each currency is worth in euros (the reference), to at most six decimals. */
export type ExchangeRates = Readonly<Record<string, number>>;

/** The rates assumed until the server's public config gives the configured ones (decision 83). */
export const DEFAULT_EXCHANGE_RATES: ExchangeRates = { EUR: 1, GBP: 1.16 };
