/** Money is held in integer minor units and shown divided by 100. */
export function toMajorUnits(minor: number): number {
  return minor / 100;
}

export function formatMoney(minor: number, currencyCode: string, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(toMajorUnits(minor));
}

/**
 * A typed amount in major units ("1250", "1,250.50", "-300.5") as integer minor units, exactly
 * (no floating point); null when it is not an amount with at most two decimals.
 */
export function parseMajorUnits(text: string): number | null {
  const match = /^(-)?(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.trim().replace(/[,\s]/g, ''));
  if (!match) return null;
  const [, minus, whole, fraction = ''] = match;
  const minor = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus && minor !== 0 ? -minor : minor;
}

/**
 * An amount in major units as a number field gives it (parseLocaleNumber) in integer minor units,
 * exactly: the number's shortest decimal text is read, so 1290.1 is 129010, not 129009.99…; null
 * when there is none, it is NaN, or it is finer than the minor unit (1.005).
 */
export function minorUnitsOf(major: number | null | undefined): number | null {
  return major == null || !Number.isFinite(major) ? null : parseMajorUnits(String(major));
}

/** Minor units as the plain major-unit text a form field holds ("125050" → "1250.50"). */
export function formatMajorUnitsInput(minor: number): string {
  const sign = minor < 0 ? '-' : '';
  const abs = Math.abs(minor);
  const fraction = abs % 100;
  return `${sign}${Math.floor(abs / 100)}${fraction ? `.${String(fraction).padStart(2, '0')}` : ''}`;
}
