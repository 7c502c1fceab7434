import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../shared/api/query-client';
import { NegotiationSlotProvider } from '../shared/listings/negotiation-slots';
import { cssVariablesResolver, theme } from '../shared/ui/theme';
import { OFFER_SLOTS } from './offers-slot';

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <QueryClientProvider client={queryClient}>
        {/* the details pages of search, alerts and My Listings show the offers feature's pieces */}
        <NegotiationSlotProvider value={OFFER_SLOTS}>{children}</NegotiationSlotProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
