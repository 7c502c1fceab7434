import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { hasPermission } from '@steelyard/domain/permissions';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSelfUser } from '../../../shared/session/self-user';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { RFQ_PATHS } from '../model/rfq-paths';

/** `/rfqs`: what a request for quotation is, with the way in for buyers (create, my RFQs) and sellers (quote). */
function RfqsLandingPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfqs.landing.title'));
  const user = useSelfUser().data;
  const holder = { roles: user?.roles ?? [], features: user?.features ?? [] };
  const buyer = hasPermission(holder, 'createRfqs');
  const seller = hasPermission(holder, 'quoteRfqs');
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('rfqs.landing.title')}</Title>
        <Text c="dimmed">{t('rfqs.landing.intro')}</Text>
      </Stack>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {buyer && (
          <Paper withBorder radius="md" p="lg" component="section">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('rfqs.landing.buyerTitle')}
              </Title>
              <Text size="sm">{t('rfqs.landing.buyerBody')}</Text>
              <Group gap="sm">
                <Button component={Link} to={RFQ_PATHS.create}>
                  {t('rfqs.landing.create')}
                </Button>
                <Button component={Link} to={RFQ_PATHS.my} variant="default">
                  {t('rfqs.landing.my')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
        {seller && (
          <Paper withBorder radius="md" p="lg" component="section">
            <Stack gap="sm">
              <Title order={2} size="h3">
                {t('rfqs.landing.sellerTitle')}
              </Title>
              <Text size="sm">{t('rfqs.landing.sellerBody')}</Text>
              <Group gap="sm">
                <Button component={Link} to={RFQ_PATHS.quotes}>
                  {t('rfqs.landing.quotes')}
                </Button>
              </Group>
            </Stack>
          </Paper>
        )}
      </SimpleGrid>
    </Stack>
  );
}

export { RfqsLandingPage as Component };
