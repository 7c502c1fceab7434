import { Anchor, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useCheckoutContext } from '../components/checkout-context';
import { ChooseAddressPanel } from '../components/choose-address-panel';

/** …/checkout/choose-address: the organisation's approved warehouse addresses (and one added in this checkout). */
function ChooseAddressPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('buying.checkout.chooseAddress.title'));
  const navigate = useNavigate();
  const { source, search } = useCheckoutContext();
  const back = `${source.base}${search}`;
  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('buying.checkout.chooseAddress.title')}</Title>
      <ChooseAddressPanel
        addAction={
          <Anchor component={Link} to={`../add-address${search}`} relative="path" size="sm">
            {t('buying.checkout.address.add')}
          </Anchor>
        }
        cancelAction={
          <Button component={Link} to={back} variant="default">
            {t('buying.checkout.cancel')}
          </Button>
        }
        onChosen={() => navigate(back)}
      />
    </Stack>
  );
}

export { ChooseAddressPage as Component };
