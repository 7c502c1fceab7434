/** A NumberInput's value as a number: it gives a string while typed text keeps trailing zeros ("650.50"). */
export function numberOf(value: number | string): number | undefined {
  if (typeof value === 'number') return value;
  const parsed = value.trim() === '' ? NaN : Number(value);
  return Number.isFinite(parsed) ? parsed : undefined;
}
