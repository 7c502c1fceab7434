import { Anchor, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMessage2Dollar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isOpenNegotiation } from '@steelyard/domain/negotiations';
import { notify } from '../../../shared/ui/notify';
import { offerFailureKey } from '../api/offer-errors';
import { useCreateNegotiation, useListingNegotiations } from '../api/negotiations';
import type { OfferSubject } from '../model/offer-figures';
import { myOfferDetailsPath } from '../model/offer-paths';
import { OfferPriceDialog } from './offer-price-dialog';
import { useOfferUser } from './use-offer-user';

/**
 * "Make an offer" on a buyer's listing details (spec 001 §2): buyers with BID_OFFERS, while their
 * organisation has no open negotiation on the listing (one at a time, §4).
 */
export function MakeOfferButton({ target: subject }: { target: OfferSubject }) {
  const { t } = useTranslation();
  const { canMakeOffers } = useOfferUser();
  const negotiations = useListingNegotiations(subject.listingId, canMakeOffers);
  const create = useCreateNegotiation();
  const [opened, setOpened] = useState(false);
  if (!canMakeOffers || !negotiations.isSuccess) return null;
  const open = negotiations.data.find((n) => n.viewerSide === 'BUYER' && isOpenNegotiation(n.status));

  const submit = (price: number) =>
    create.mutate(
      { listingId: subject.listingId, price },
      {
        onSuccess: () => {
          setOpened(false);
          notify({ level: 'SUCCESS', message: t('offers.messages.submitted') });
        },
        onError: (error) => {
          setOpened(false);
          notify({ level: 'ERROR', message: t(offerFailureKey('SUBMIT', error)) });
        },
      },
    );

  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby="make-offer-title">
      <Stack gap="sm">
        <Title order={2} size="h4" id="make-offer-title">
          {t('offers.make.title')}
        </Title>
        {open ? (
          <>
            <Text size="sm">{t('offers.make.alreadyOpen')}</Text>
            <Anchor component={Link} to={myOfferDetailsPath(subject.listingId)} size="sm">
              {t('offers.make.viewOffer')}
            </Anchor>
          </>
        ) : (
          <>
            <Text size="sm">{t('offers.make.intro')}</Text>
            <Button
              variant="light"
              leftSection={<IconMessage2Dollar size={18} aria-hidden />}
              onClick={() => setOpened(true)}
            >
              {t('offers.make.button')}
            </Button>
          </>
        )}
      </Stack>
      <OfferPriceDialog
        opened={opened}
        onClose={() => setOpened(false)}
        title={t('offers.make.dialogTitle')}
        party="BUYER"
        subject={subject}
        initialPrice={null}
        submitLabel={t('offers.make.submit')}
        pending={create.isPending}
        onSubmit={submit}
      />
    </Paper>
  );
}
