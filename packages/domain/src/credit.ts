/** Credit limit and balance as the organisation reply carries them (minor units). */
export interface CreditFigures {
  erpCreditLimit?: { value: number } | null;
  erpBalance?: { value: number } | null;
}

/**
 * Available credit = credit limit minus balance; the balance counts only when
 * present, and there is no credit at all without a limit (spec 000 §3).
 */
export function computeAvailableCredit(figures: CreditFigures): number {
  const limit = figures.erpCreditLimit?.value;
  if (limit == null) return 0;
  const balance = figures.erpBalance?.value ?? 0;
  return limit - balance;
}
