import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';
import { CheckoutPiecesProvider } from '../shared/checkout/checkout-pieces';
import { NegotiationSlotProvider } from '../shared/listings/negotiation-slots';
import { OfferActionsProvider } from '../shared/listings/offer-actions';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { LazyBuyActions } from './buy-actions-slot';
import { CHECKOUT_PIECES } from './checkout-pieces-slot';
import { OFFER_SLOTS } from './offers-slot';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* the details pages of search and alerts show the buying feature's actions */}
        <OfferActionsProvider value={LazyBuyActions}>
          <NegotiationSlotProvider value={OFFER_SLOTS}>
            {/* accepting RFQ quotes uses the buying feature's checkout cards */}
            <CheckoutPiecesProvider value={CHECKOUT_PIECES}>{children}</CheckoutPiecesProvider>
          </NegotiationSlotProvider>
        </OfferActionsProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
