/**
 * Standard VAT rates by the buyer's country, in basis points (1 % = 100, so 25.5 % stays an
 * integer). The spec shows VAT only as a percent; these are the standard rates in force in
 * January 2026 for the UK, the EU, Switzerland and Norway (the "Western Europe" of spec 001 §9).
 * Review them when a country changes its rate. Intra-EU reverse charge is not modelled: the price
 * summary shows the buyer's domestic rate, and the invoice is authoritative.
 */
export const VAT_RATE_BASIS_POINTS: Readonly<Record<string, number>> = {
  GB: 2000,
  DE: 1900,
  ES: 2100,
  AT: 2000,
  BE: 2100,
  BG: 2000,
  CY: 1900,
  CZ: 2100,
  DK: 2500,
  EE: 2400,
  FI: 2550,
  FR: 2000,
  GR: 2400,
  HR: 2500,
  HU: 2700,
  IE: 2300,
  IT: 2200,
  LT: 2100,
  LU: 1700,
  LV: 2100,
  MT: 1800,
  NL: 2100,
  PL: 2300,
  PT: 2300,
  RO: 2100,
  SE: 2500,
  SI: 2200,
  SK: 2300,
  CH: 810,
  NO: 2500,
};

/**
 * Buyers outside the table are outside Europe: a sale shipped to them is an export, which is
 * zero-rated, so no VAT is added.
 */
export const DEFAULT_VAT_BASIS_POINTS = 0;

/** The VAT rate of the buyer's country in basis points; a table may be passed to override ours. */
export function vatBasisPointsFor(
  country: string,
  rates: Readonly<Record<string, number>> = VAT_RATE_BASIS_POINTS,
): number {
  return rates[country.toUpperCase()] ?? DEFAULT_VAT_BASIS_POINTS;
}

/** Basis points as the percent shown (2000 → 20, 2550 → 25.5). */
export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}
