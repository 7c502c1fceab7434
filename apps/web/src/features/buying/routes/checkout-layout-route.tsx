import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import { checkoutForm, type CheckoutForm } from '@steelyard/domain/checkout';
import type { CheckoutContext } from '../components/checkout-context';
import { checkoutIssueKey, initialCheckoutForm } from '../model/checkout-form';
import { alertResultsPathOf, BUYING_PATHS, checkoutSourceOf } from '../model/checkout-source';

/**
 * The checkout flows of spec 001 §2 (buy now, a cart entry now, the whole cart): the form lives
 * here, so choosing or adding an address on a sub-page keeps what the buyer typed, and one
 * Idempotency-Key serves every attempt of this screen.
 */
function CheckoutLayout() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const source = checkoutSourceOf(pathname);
  const [idempotencyKey, setIdempotencyKey] = useState(() => crypto.randomUUID());
  const form = useForm<CheckoutForm>({
    mode: 'onTouched',
    defaultValues: initialCheckoutForm('CREDIT'),
    resolver: zodResolver(checkoutForm, { error: checkoutIssueKey }),
  });
  const itemId = params.get('id') ?? '';
  if (!source) return <Navigate to={BUYING_PATHS.cart} replace />;
  if (source.type === 'ITEM' && itemId === '') {
    const to =
      source.from === 'OFFER'
        ? BUYING_PATHS.myOffers
        : source.from === 'ALERT'
          ? alertResultsPathOf(source.alertId)
          : BUYING_PATHS.search;
    return <Navigate to={to} replace />;
  }
  const context: CheckoutContext = {
    source,
    itemId,
    idempotencyKey,
    renewIdempotencyKey: () => setIdempotencyKey(crypto.randomUUID()),
    search: itemId ? `?id=${encodeURIComponent(itemId)}` : '',
  };
  return (
    <FormProvider {...form}>
      <Outlet context={context} />
    </FormProvider>
  );
}

export { CheckoutLayout as Component };
