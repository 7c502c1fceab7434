import { Button, Group } from '@mantine/core';
import { IconArrowBackUp, IconBan, IconCopy, IconPencil } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { allowedListingActions, type ListingStatus } from '@steelyard/domain/listing-status';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { notify } from '../../../shared/ui/notify';
import { useOfferAction, useTurnIntoDraft, type Offer } from '../api/listing-actions';
import { listingErrorKey } from '../api/listing-errors';
import { myListingsPath } from './my-listings-tabs';
import { wizardCopyPath, wizardEditPath } from './my-listings-paths';
import { offerNumber } from './offer-number';

type Pending = 'withdraw' | 'draft' | null;

/** Withdrawn, sold (purchased) and expired: the listing no longer sells, so copying it is offered as "Relist". */
const RELIST_STATUSES: readonly ListingStatus[] = ['WITHDRAWN', 'PURCHASED', 'EXPIRED'];

/**
 * The seller's actions the status allows (`allowedListingActions`): edit in the wizard (rejected,
 * or live, its changes reviewed by the operator), withdraw with a confirmation, and turn a rejected
 * listing into a draft. In every status the seller can copy it into a new form of the wizard ("Copy",
 * or "Relist" once it no longer sells; issue 23, item 15). The price, expiry and renewal live in the expiry card.
 */
export function OfferActions({ offer }: { offer: Offer }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState<Pending>(null);
  const withdraw = useOfferAction(offer.kind, offer.item.id);
  const turnIntoDraft = useTurnIntoDraft(offer.kind, offer.item.id);
  const allowed = allowedListingActions(offer.item.status.value);
  const canEdit = allowed.includes('EDIT');
  const canWithdraw = allowed.includes('WITHDRAW');
  const canTurnIntoDraft = allowed.includes('TURN_INTO_DRAFT');
  const relist = RELIST_STATUSES.includes(offer.item.status.value);
  const number = offerNumber(offer);

  const confirmWithdraw = async () => {
    try {
      await withdraw.mutateAsync({ type: 'withdraw' });
      notify({ level: 'SUCCESS', message: t('my-listings.actions.withdrawn', { number }) });
    } catch (error) {
      notify({ level: 'ERROR', message: t(listingErrorKey(error)) });
    }
    setConfirming(null);
  };

  const confirmTurnIntoDraft = async () => {
    try {
      await turnIntoDraft.mutateAsync();
      notify({ level: 'SUCCESS', message: t('my-listings.actions.turnedIntoDraft', { number }) });
      navigate(myListingsPath({ tab: 'drafts', kind: offer.kind === 'listing' ? 'listings' : 'packages' }));
    } catch (error) {
      notify({ level: 'ERROR', message: t(listingErrorKey(error)) });
      setConfirming(null);
    }
  };

  return (
    <>
      <Group gap="sm">
        {canEdit && (
          <Button
            component={Link}
            to={wizardEditPath(offer.kind, offer.item.id)}
            leftSection={<IconPencil size={16} aria-hidden />}
          >
            {t('my-listings.actions.edit')}
          </Button>
        )}
        <Button
          variant="default"
          component={Link}
          to={wizardCopyPath(offer.kind, offer.item.id)}
          leftSection={<IconCopy size={16} aria-hidden />}
        >
          {t(relist ? 'my-listings.actions.relist' : 'my-listings.actions.copy')}
        </Button>
        {canTurnIntoDraft && (
          <Button
            variant="default"
            leftSection={<IconArrowBackUp size={16} aria-hidden />}
            onClick={() => setConfirming('draft')}
          >
            {t('my-listings.actions.turnIntoDraft')}
          </Button>
        )}
        {canWithdraw && (
          <Button
            variant="outline"
            color="red.8"
            leftSection={<IconBan size={16} aria-hidden />}
            onClick={() => setConfirming('withdraw')}
          >
            {t('my-listings.actions.withdraw')}
          </Button>
        )}
      </Group>
      <ConfirmDialog
        opened={confirming === 'withdraw'}
        title={t('my-listings.actions.withdrawTitle')}
        onConfirm={() => void confirmWithdraw()}
        onCancel={() => setConfirming(null)}
        pending={withdraw.isPending}
        danger
      >
        {t('my-listings.actions.withdrawBody', { number })}
      </ConfirmDialog>
      <ConfirmDialog
        opened={confirming === 'draft'}
        title={t('my-listings.actions.turnIntoDraftTitle')}
        onConfirm={() => void confirmTurnIntoDraft()}
        onCancel={() => setConfirming(null)}
        pending={turnIntoDraft.isPending}
      >
        {t('my-listings.actions.turnIntoDraftBody', { number })}
      </ConfirmDialog>
    </>
  );
}
