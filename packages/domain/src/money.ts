/** Money is held in integer minor units and shown divided by 100. */
export function toMajorUnits(minor: number): number {
  return minor / 100;
}

export function formatMoney(minor: number, currencyCode: string, locale = 'en-GB'): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currencyCode }).format(toMajorUnits(minor));
}
