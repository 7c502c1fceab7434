import { Button, Group } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Negotiation, NegotiationAction } from '@steelyard/domain/negotiations';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notify } from '../../../shared/ui/notify';
import { offerFailureKey } from '../api/offer-errors';
import { useNegotiationAction } from '../api/negotiations';
import { latestPrice } from '../model/negotiation-view';
import { subjectOf } from '../model/offer-figures';
import { offerCheckoutPath } from '../model/offer-paths';
import { OfferPriceDialog } from './offer-price-dialog';

/** The success notice of an action for the side that took it (spec 001 §8). */
export function successKey(action: NegotiationAction, negotiation: Negotiation): string {
  const buyer = negotiation.viewerSide === 'BUYER';
  switch (action) {
    case 'ACCEPT':
      return buyer ? 'offers.messages.acceptedByBuyer' : 'offers.messages.acceptedBySeller';
    case 'COUNTER':
      return buyer ? 'offers.messages.counteredByBuyer' : 'offers.messages.counteredBySeller';
    case 'REJECT':
      return 'offers.messages.rejected';
    case 'WITHDRAW':
      return 'offers.messages.withdrawn';
  }
}

const ORDER: readonly NegotiationAction[] = ['ACCEPT', 'COUNTER', 'REJECT', 'WITHDRAW'];

/**
 * The buttons of the actions the reply allows the viewer now (accept, counter, reject, withdraw),
 * each behind a dialog; a failure closes the dialog and shows an error notice (spec 001 §8). The
 * buyer of an accepted negotiation gets "Buy at the accepted price" while the window is open.
 */
export function NegotiationActions({ negotiation }: { negotiation: Negotiation }) {
  const { t } = useTranslation();
  const act = useNegotiationAction();
  const [dialog, setDialog] = useState<NegotiationAction | null>(null);
  const actions = ORDER.filter((a) => negotiation.allowedActions.includes(a));
  if (actions.length === 0 && !negotiation.canPurchase) return null;

  const run = (action: NegotiationAction, price?: number) =>
    act.mutate(
      { id: negotiation.id, action, price },
      {
        onSuccess: () => {
          setDialog(null);
          notify({ level: 'SUCCESS', message: t(successKey(action, negotiation)) });
        },
        onError: (error) => {
          setDialog(null);
          notify({ level: 'ERROR', message: t(offerFailureKey(action, error)) });
        },
      },
    );

  const reference = negotiation.referenceId;
  const confirmText: Record<Exclude<NegotiationAction, 'COUNTER'>, string> = {
    ACCEPT:
      negotiation.viewerSide === 'BUYER'
        ? t('offers.actions.acceptBuyerText', { reference })
        : t('offers.actions.acceptSellerText', { reference }),
    REJECT: t('offers.actions.rejectText', { reference }),
    WITHDRAW: t('offers.actions.withdrawText', { reference }),
  };

  return (
    <Group gap="sm">
      {negotiation.canPurchase && (
        <Button component={Link} to={offerCheckoutPath(negotiation.id)}>
          {t('offers.actions.buy')}
        </Button>
      )}
      {actions.map((action) => (
        <Button
          key={action}
          variant={action === 'ACCEPT' ? 'filled' : action === 'COUNTER' ? 'light' : 'default'}
          color={action === 'REJECT' || action === 'WITHDRAW' ? 'red.9' : undefined}
          onClick={() => setDialog(action)}
        >
          {t(`offers.actions.${action}`)}
        </Button>
      ))}
      <OfferPriceDialog
        opened={dialog === 'COUNTER'}
        onClose={() => setDialog(null)}
        title={t('offers.actions.counterTitle', { reference })}
        party={negotiation.viewerSide}
        subject={subjectOf(negotiation)}
        vatBasisPoints={negotiation.buyerVatBasisPoints}
        initialPrice={latestPrice(negotiation)}
        submitLabel={t('offers.actions.counterSubmit')}
        pending={act.isPending}
        onSubmit={(price) => run('COUNTER', price)}
      />
      {(['ACCEPT', 'REJECT', 'WITHDRAW'] as const).map((action) => (
        <ConfirmDialog
          key={action}
          opened={dialog === action}
          title={t(`offers.actions.${action}Title`)}
          onCancel={() => setDialog(null)}
          onConfirm={() => run(action)}
          pending={act.isPending}
          danger={action !== 'ACCEPT'}
        >
          {confirmText[action]}
        </ConfirmDialog>
      ))}
    </Group>
  );
}
