import { convertMinor, type ExchangeRates } from '@steelyard/domain/exchange-rates';
import { CHECKOUT_MESSAGES, type CheckoutForm, type PaymentOption } from '@steelyard/domain/checkout';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';

const CHECKOUT_KEYS = new Map<string, string>(
  Object.entries(CHECKOUT_MESSAGES).map(([key, message]) => [message, `buying.errors.checkout.${key}`]),
);

/**
 * The catalogue key of a checkout form issue (zodResolver's `error`): the fields with a message of
 * their own in the domain schema (PO number, the two confirmations) keep it, translated by
 * `formMessageKey`; an address not chosen asks for one; a long text is "Maximum characters limit exceeded.".
 */
export function checkoutIssueKey(issue: { code: string; path?: readonly PropertyKey[] }): string {
  const field = String(issue.path?.[0] ?? '');
  if (field === 'deliveryAddress') return 'buying.checkout.address.required';
  if (issue.code === 'too_big') return VALIDATION_MESSAGES.maxCharacters;
  return VALIDATION_MESSAGES.required;
}

/** A form error's catalogue key: a domain message (spec 001 §5 wording) mapped by its text, else the key itself. */
export function formMessageKey(message: string | undefined): string | undefined {
  if (!message) return undefined;
  return CHECKOUT_KEYS.get(message) ?? message;
}

/** The form as a checkout screen opens: nothing confirmed, credit when it can be used. */
export function initialCheckoutForm(paymentOption: PaymentOption): CheckoutForm {
  return {
    buyerOrderNumber: '',
    // the literal(true) fields start unticked; the schema refuses false
    authorisedToSign: false as unknown as true,
    termsAccepted: false as unknown as true,
    deliveryAddress: { type: 'EXISTING', addressId: '' },
    additionalDeliveryInformation: '',
    haulierSlotBooking: false,
    paymentOption,
  };
}

/**
 * Whether credit can pay `total` (minor units, in `currencyCode`): not when the available credit is
 * known and too small once converted into that currency at the server's rates, rounded down as the
 * server does (spec 000 §9, decision 83). Unknown credit leaves the choice to the server.
 */
export function canPayOnCredit(
  total: number,
  currencyCode: string,
  credit: { value: number; currencyCode: string } | null,
  rates: ExchangeRates,
): boolean {
  if (!credit) return true;
  return total <= spendableCredit(credit, currencyCode, rates);
}

/** The credit a line in one currency gives in another, rounded down (0 for an overdrawn line). */
export function spendableCredit(
  credit: { value: number; currencyCode: string },
  currencyCode: string,
  rates: ExchangeRates,
): number {
  if (credit.value <= 0) return credit.value;
  try {
    return convertMinor(credit.value, credit.currencyCode, currencyCode, rates, 'down');
  } catch {
    // no rate for the currency: the server decides
    return credit.currencyCode === currencyCode ? credit.value : 0;
  }
}
