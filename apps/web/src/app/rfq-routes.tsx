import type { RouteObject } from 'react-router';
import { withCatalogues } from './catalogue-areas';
import { detailPage, type RouteHandle } from '../shared/navigation/paths';

/** The RFQ pages of spec 001 §2 (issue 10) and the sellers' quote pages; one layout keeps the wizard across its pages. */
const backToMyRfqs: RouteHandle = { backTo: '/rfqs/my' };
const backToQuotes: RouteHandle = { backTo: '/rfqs/quotes' };
const wizardStep = {
  materials: withCatalogues('rfqs', () => import('../features/rfqs/routes/materials-step-route')),
  items: withCatalogues('rfqs', () => import('../features/rfqs/routes/items-step-route')),
  shipping: withCatalogues('rfqs', () => import('../features/rfqs/routes/shipping-step-route')),
};

export const rfqRoutes: RouteObject[] = [
  { path: 'rfqs', lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/rfqs-landing-route')) },
  // outside the wizard's layout, so the submitted RFQ's state is dropped
  {
    path: 'rfqs/create/success',
    lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/create-success-route')),
  },
  {
    path: 'rfqs/create',
    lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/create-rfq-layout-route')),
    children: [
      { index: true, lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/create-rfq-route')) },
      { path: 'wizard', lazy: wizardStep.materials },
      { path: 'wizard/step2', lazy: wizardStep.items },
      { path: 'wizard/step3', lazy: wizardStep.shipping },
      { path: 'wizard/:draftId', lazy: wizardStep.materials },
      { path: 'wizard/:draftId/step2', lazy: wizardStep.items },
      { path: 'wizard/:draftId/step3', lazy: wizardStep.shipping },
      { path: 'summary', lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/summary-route')) },
    ],
  },
  { path: 'rfqs/my', lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/my-rfqs-route')) },
  {
    path: 'rfqs/my/details/success',
    handle: backToMyRfqs,
    lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/accept-success-route')),
  },
  {
    path: 'rfqs/my/details/:rfqId',
    handle: detailPage(backToMyRfqs),
    lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/rfq-details-route')),
  },
  { path: 'rfqs/quotes', lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/seller-rfqs-route')) },
  {
    path: 'rfqs/quotes/:rfqId',
    handle: detailPage(backToQuotes),
    lazy: withCatalogues('rfqs', () => import('../features/rfqs/routes/seller-rfq-route')),
  },
];

/** The operator console's RFQ review queue. */
export const operatorRfqRoute: RouteObject = {
  path: 'rfqs',
  lazy: withCatalogues('operator', () => import('../features/operator/routes/rfq-review-route')),
};
