import type { Language } from '@steelyard/domain/constants';
import type { MailTemplateName } from '@steelyard/domain/dev-mailbox';
import { activationMail, type ActivationParams } from './activation';
import { addressRejectedMail, type AddressRejectedParams } from './address-rejected';
import { alertDigestMail, type AlertDigestParams } from './alert-digest';
import { emailValidationMail, type EmailValidationParams } from './email-validation';
import { listingExpiringMail, type ListingExpiringParams } from './listing-expiring';
import { listingReviewedMail, type ListingReviewedParams } from './listing-reviewed';
import { materialSoldMail, type MaterialSoldParams } from './material-sold';
import { negotiationChangedMail, type NegotiationChangedParams } from './negotiation-changed';
import { orderConfirmationMail, type OrderConfirmationParams } from './order-confirmation';
import { orderStatusChangedMail, type OrderStatusChangedParams } from './order-status-changed';
import { passwordResetMail, type PasswordResetParams } from './password-reset';
import { renderMail, type MailContent, type RenderedMail } from './render-mail';
import { rfqClosedMail, type RfqClosedParams } from './rfq-closed';
import { rfqLiveMail, type RfqLiveParams } from './rfq-live';
import { rfqQuoteDecidedMail, type RfqQuoteDecidedParams } from './rfq-quote-decided';
import { rfqReviewedMail, type RfqReviewedParams } from './rfq-reviewed';
import { secondFactorChangedMail, type SecondFactorChangedParams } from './second-factor-changed';
import { temporaryPasswordMail, type TemporaryPasswordParams } from './temporary-password';
import { urgentRequestMail, type UrgentRequestParams } from './urgent-request';

/** The values each template needs. */
export interface MailTemplateParams {
  activation: ActivationParams;
  'temporary-password': TemporaryPasswordParams;
  'password-reset': PasswordResetParams;
  'email-validation': EmailValidationParams;
  'address-rejected': AddressRejectedParams;
  'alert-digest': AlertDigestParams;
  'urgent-request': UrgentRequestParams;
  'order-confirmation': OrderConfirmationParams;
  'order-status-changed': OrderStatusChangedParams;
  'negotiation-changed': NegotiationChangedParams;
  'rfq-reviewed': RfqReviewedParams;
  'rfq-live': RfqLiveParams;
  'material-sold': MaterialSoldParams;
  'rfq-quote-decided': RfqQuoteDecidedParams;
  'rfq-closed': RfqClosedParams;
  'second-factor-changed': SecondFactorChangedParams;
  'listing-reviewed': ListingReviewedParams;
  'listing-expiring': ListingExpiringParams;
}

const TEMPLATES: { [K in MailTemplateName]: Record<Language, (params: MailTemplateParams[K]) => MailContent> } = {
  activation: activationMail,
  'temporary-password': temporaryPasswordMail,
  'password-reset': passwordResetMail,
  'email-validation': emailValidationMail,
  'address-rejected': addressRejectedMail,
  'alert-digest': alertDigestMail,
  'urgent-request': urgentRequestMail,
  'order-confirmation': orderConfirmationMail,
  'order-status-changed': orderStatusChangedMail,
  'negotiation-changed': negotiationChangedMail,
  'rfq-reviewed': rfqReviewedMail,
  'rfq-live': rfqLiveMail,
  'material-sold': materialSoldMail,
  'rfq-quote-decided': rfqQuoteDecidedMail,
  'rfq-closed': rfqClosedMail,
  'second-factor-changed': secondFactorChangedMail,
  'listing-reviewed': listingReviewedMail,
  'listing-expiring': listingExpiringMail,
};

/** Subject, plain text and HTML of a template in the recipient's language. */
export function renderMailTemplate<K extends MailTemplateName>(
  template: K,
  locale: Language,
  params: MailTemplateParams[K],
): RenderedMail {
  return renderMail(TEMPLATES[template][locale](params), locale);
}
