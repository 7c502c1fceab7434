/**
 * Exact integer arithmetic for money and weights. Amounts are held as integers (minor units,
 * grams, thousandths of a unit) and every division rounds half away from zero on bigint, so no
 * floating-point error reaches a price.
 */

/** `numerator / denominator` rounded half away from zero (half-up for the positive amounts we hold). */
export function divideRoundHalfUp(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('Division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = (n * 2n + d) / (d * 2n);
  return negative ? -quotient : quotient;
}

/** Counts the decimal places a number is written with (its shortest round-trip form). */
export function decimalPlaces(value: number): number {
  if (!Number.isFinite(value)) return Infinity;
  const [mantissa, exponent] = value.toString().toLowerCase().split('e') as [string, string | undefined];
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent ?? 0));
}

/**
 * A decimal number as an integer scaled by 10^places, exactly: 12.345 with 3 places is 12345n.
 * Works on the number's shortest decimal form, so 0.1 + 0.2 style errors never creep in; throws a
 * RangeError for a non-finite number or one with more decimal places than allowed.
 */
export function toScaledInteger(value: number, places: number): bigint {
  if (!Number.isFinite(value)) throw new RangeError(`Not a finite number: ${value}`);
  if (decimalPlaces(value) > places) throw new RangeError(`${value} has more than ${places} decimal places`);
  const negative = value < 0;
  const [mantissa, exponentText] = Math.abs(value).toString().toLowerCase().split('e') as [string, string | undefined];
  const [whole, fraction = ''] = mantissa.split('.') as [string, string | undefined];
  const shift = places + Number(exponentText ?? 0);
  const digits = `${whole}${fraction}`;
  const pointAt = whole.length + shift;
  const integerDigits = pointAt >= digits.length ? digits.padEnd(pointAt, '0') : digits.slice(0, pointAt);
  const result = BigInt(integerDigits === '' ? '0' : integerDigits);
  return negative ? -result : result;
}

/** A scaled integer back to a number (12345n with 3 places is 12.345); exact while it fits a double. */
export function fromScaledInteger(value: bigint, places: number): number {
  const negative = value < 0n;
  const digits = (negative ? -value : value).toString().padStart(places + 1, '0');
  const text = places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
  return Number(negative ? `-${text}` : text);
}

/** A bigint as a number; throws when it is beyond Number.MAX_SAFE_INTEGER, where doubles lose units. */
export function toSafeNumber(value: bigint): number {
  if (value > BigInt(Number.MAX_SAFE_INTEGER) || value < -BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError(`${value} is beyond the safe integer range`);
  }
  return Number(value);
}
