import type { RouteObject } from 'react-router';
import { Component as AcceptSuccess } from '../routes/accept-success-route';
import { Component as CreateLayout } from '../routes/create-rfq-layout-route';
import { Component as CreateIntro } from '../routes/create-rfq-route';
import { Component as CreateSuccess } from '../routes/create-success-route';
import { Component as Items } from '../routes/items-step-route';
import { Component as Materials } from '../routes/materials-step-route';
import { Component as MyRfqs } from '../routes/my-rfqs-route';
import { Component as Details } from '../routes/rfq-details-route';
import { Component as SellerRfq } from '../routes/seller-rfq-route';
import { Component as SellerRfqs } from '../routes/seller-rfqs-route';
import { Component as Shipping } from '../routes/shipping-step-route';
import { Component as Summary } from '../routes/summary-route';

/** The same paths as src/app/rfq-routes.tsx, without lazy loading. */
export const rfqRoutesForTests: RouteObject[] = [
  { path: '/rfqs/create/success', Component: CreateSuccess },
  {
    path: '/rfqs/create',
    Component: CreateLayout,
    children: [
      { index: true, Component: CreateIntro },
      { path: 'wizard', Component: Materials },
      { path: 'wizard/step2', Component: Items },
      { path: 'wizard/step3', Component: Shipping },
      { path: 'wizard/:draftId', Component: Materials },
      { path: 'wizard/:draftId/step2', Component: Items },
      { path: 'wizard/:draftId/step3', Component: Shipping },
      { path: 'summary', Component: Summary },
    ],
  },
  { path: '/rfqs/my', Component: MyRfqs },
  { path: '/rfqs/my/details/success', Component: AcceptSuccess },
  { path: '/rfqs/my/details/:rfqId', Component: Details },
  { path: '/rfqs/quotes', Component: SellerRfqs },
  { path: '/rfqs/quotes/:rfqId', Component: SellerRfq },
];
