import { computeAvailableCredit } from '@steelyard/domain/credit';
import type { FinancialDetails } from '@steelyard/domain/organisations';
import type { OrganisationRow } from './schema';

/** The credit line of an organisation: limit, balance and what is available. */
export function toFinancialDetails(row: OrganisationRow): FinancialDetails {
  const erpCreditLimit = row.erpCreditLimit == null ? null : { value: row.erpCreditLimit };
  const erpBalance = row.erpBalance == null ? null : { value: row.erpBalance };
  return {
    paymentTerms: row.paymentTerms,
    currencyCode: row.currencyCode,
    erpCreditLimit,
    erpBalance,
    availableCredit: computeAvailableCredit({ erpCreditLimit, erpBalance }),
  };
}
