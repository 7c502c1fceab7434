/** The RFQ pages (spec 001 §2 RFQ) and the seller's quote pages (our addition, decision 'rfq web'). */
export const RFQ_PATHS = {
  landing: '/rfqs',
  create: '/rfqs/create',
  createSuccess: '/rfqs/create/success',
  my: '/rfqs/my',
  myDrafts: '/rfqs/my#drafts',
  detailsSuccess: '/rfqs/my/details/success',
  quotes: '/rfqs/quotes',
  orders: '/orders',
} as const;

export const rfqDetailsPath = (id: string) => `/rfqs/my/details/${encodeURIComponent(id)}`;
export const sellerRfqPath = (id: string) => `${RFQ_PATHS.quotes}/${encodeURIComponent(id)}`;
export const orderPath = (id: string) => `${RFQ_PATHS.orders}/${encodeURIComponent(id)}`;
