import { useEffect } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { CartReply } from '@steelyard/domain/cart';
import type { CheckoutForm } from '@steelyard/domain/checkout';
import { computeAvailableCredit } from '@steelyard/domain/credit';
import { DEFAULT_EXCHANGE_RATES } from '@steelyard/domain/exchange-rates';
import type { SelfUser } from '@steelyard/domain/users';
import { usePublicConfig } from '../../../shared/config/public-config';
import { useListingFormat } from '../../../shared/listings/use-listing-format';
import { canPayOnCredit, spendableCredit } from '../model/checkout-form';
import type { Purchase } from './use-checkout-purchase';

interface CreditInput {
  isCart: boolean;
  cartData: CartReply | undefined;
  purchase: Purchase | null;
  user: SelfUser | undefined;
}

/**
 * The checkout's credit line (spec 001 §5): whether it may pay this purchase and the text that shows
 * it; a payment on credit it cannot cover falls back to upfront.
 */
export function useCheckoutCredit({ isCart, cartData, purchase, user }: CreditInput) {
  const { t } = useTranslation();
  const format = useListingFormat();
  const form = useFormContext<CheckoutForm>();
  const rates = usePublicConfig().exchangeRates ?? DEFAULT_EXCHANGE_RATES;
  const paymentOption = form.watch('paymentOption');
  // the credit line: the cart reply carries it for buyers with the cart; managers see it in their profile
  const financial = user?.organisation.financialDetails ?? null;
  const credit =
    cartData?.availableCredit ??
    (financial
      ? { value: financial.availableCredit ?? computeAvailableCredit(financial), currencyCode: financial.currencyCode }
      : null);
  // entries sold or repriced meanwhile block the cart for now, not its credit: the buyer's choice stays
  const creditAllowed = isCart
    ? cartData !== undefined && cartData.cartEntries.length > 0 && !cartData.blockers.includes('INSUFFICIENT_CREDIT')
    : purchase
      ? canPayOnCredit(purchase.total, purchase.currencyCode, credit, rates)
      : false;
  useEffect(() => {
    if (purchase && !creditAllowed && paymentOption === 'CREDIT') form.setValue('paymentOption', 'UPFRONT');
  }, [purchase, creditAllowed, paymentOption, form]);

  // a credit line in another currency pays at the server's rates: show what it gives in this one
  const creditText = credit
    ? purchase && purchase.currencyCode !== credit.currencyCode
      ? t('buying.checkout.payment.availableConverted', {
          amount: format.money(credit.value, credit.currencyCode),
          converted: format.money(spendableCredit(credit, purchase.currencyCode, rates), purchase.currencyCode),
        })
      : t('buying.checkout.payment.available', { amount: format.money(credit.value, credit.currencyCode) })
    : null;
  return { creditAllowed, creditText };
}
