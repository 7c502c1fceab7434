import type { RouteObject } from 'react-router';
import { Component as AccountRoute } from '../routes/account-route';
import { Component as AddressRoute } from '../routes/address-route';
import { Component as ChangePasswordRoute } from '../routes/change-password-route';
import { Component as EditEmailRoute } from '../routes/edit-email-route';
import { Component as EditMfaRoute } from '../routes/edit-mfa-route';
import { Component as EditUserRoute } from '../routes/edit-user-route';
import { Component as EmailValidationRoute } from '../routes/email-validation-route';
import { Component as PaymentTermsRoute } from '../routes/payment-terms-route';
import { Component as PurchaseContactRoute } from '../routes/purchase-contact-route';

/** The account routes as the app mounts them, for the screens' tests. */
export const ACCOUNT_TEST_ROUTES: RouteObject[] = [
  { path: '/account', Component: AccountRoute },
  { path: '/account/address', Component: AddressRoute },
  { path: '/account/address/:addressId', Component: AddressRoute },
  { path: '/account/edit-user', Component: EditUserRoute },
  { path: '/account/edit-user/:userId', Component: EditUserRoute },
  { path: '/account/edit-email', Component: EditEmailRoute },
  { path: '/account/edit-mfa', Component: EditMfaRoute },
  { path: '/account/change-password', Component: ChangePasswordRoute },
  { path: '/account/payment-terms', Component: PaymentTermsRoute },
  { path: '/account/purchase-contact', Component: PurchaseContactRoute },
  { path: '/account/email-validation/:token', Component: EmailValidationRoute },
];
