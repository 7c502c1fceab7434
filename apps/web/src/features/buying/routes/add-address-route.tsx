import { Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { AddAddressPanel } from '../components/add-address-panel';
import { useCheckoutContext } from '../components/checkout-context';

/**
 * …/checkout/add-address: a new delivery address for this order. It is sent with the order and
 * saved as a warehouse address of the organisation, which operations validate before it can be
 * chosen again.
 */
function AddAddressPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.checkout.addAddress.title'));
  const navigate = useNavigate();
  const { source, search } = useCheckoutContext();
  const back = `${source.base}${search}`;
  return (
    <Stack gap="md" maw={720}>
      <Title order={1}>{t('buying.checkout.addAddress.title')}</Title>
      <AddAddressPanel
        cancelAction={
          <Button component={Link} to={back} variant="default">
            {t('buying.checkout.cancel')}
          </Button>
        }
        onAdded={() => navigate(back)}
      />
    </Stack>
  );
}

export { AddAddressPage as Component };
