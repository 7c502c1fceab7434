import type { PublicConfigReply } from './public-config';

// `GET api/public/config` is read by every page at start, the sign-in page included, whose JS is budgeted
// (issue 11): checking it with publicConfigReply would download zod (25 KB gzip) for this one reply. This
// check accepts exactly what the schema accepts (public-config-check.test.ts holds the two together).

type Issue = { path: string[]; message: string };
type Check = { success: true; data: PublicConfigReply } | { success: false; error: { issues: Issue[] } };

const REGIONS: readonly string[] = ['UK', 'DE', 'ES'];

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object of the given string fields (only those kept), null, or undefined when it is neither. */
function readStrings<K extends string>(value: unknown, keys: readonly K[]): Record<K, string> | null | undefined {
  if (value === null) return null;
  if (!isRecord(value) || !keys.every((key) => typeof value[key] === 'string')) return undefined;
  return Object.fromEntries(keys.map((key) => [key, value[key]])) as Record<K, string>;
}

function isExchangeRates(value: unknown): value is Record<string, number> {
  return (
    isRecord(value) &&
    Object.entries(value).every(
      ([currency, rate]) => currency.length === 3 && typeof rate === 'number' && Number.isFinite(rate) && rate > 0,
    )
  );
}

/** Checks a public config reply as `publicConfigReply.safeParse` does (same result shape), without zod. */
export function checkPublicConfigReply(value: unknown): Check {
  const issues: Issue[] = [];
  const invalid = (path: string) => issues.push({ path: [path], message: 'Invalid input' });
  if (!isRecord(value)) return { success: false, error: { issues: [{ path: [], message: 'Invalid input' }] } };
  const analytics = readStrings(value.analytics, ['apiKey', 'serverUrl']);
  const errorReporting = readStrings(value.errorReporting, ['dsn', 'environment', 'release']);
  const captcha = readStrings(value.captcha, ['provider', 'siteKey']);
  if (analytics === undefined) invalid('analytics');
  if (errorReporting === undefined) invalid('errorReporting');
  if (captcha === undefined) invalid('captcha');
  if (typeof value.region !== 'string' || !REGIONS.includes(value.region)) invalid('region');
  if (typeof value.supportEmail !== 'string') invalid('supportEmail');
  if (value.exchangeRates !== undefined && !isExchangeRates(value.exchangeRates)) invalid('exchangeRates');
  if (issues.length > 0) return { success: false, error: { issues } };
  const data = {
    analytics,
    errorReporting,
    captcha,
    region: value.region,
    supportEmail: value.supportEmail,
    ...(value.exchangeRates === undefined ? {} : { exchangeRates: { ...(value.exchangeRates as object) } }),
  } as PublicConfigReply;
  return { success: true, data };
}
