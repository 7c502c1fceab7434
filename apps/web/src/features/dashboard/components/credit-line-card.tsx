import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { computeAvailableCredit } from '@steelyard/domain/credit';
import { formatMoney } from '@steelyard/domain/money';
import type { FinancialDetails } from '@steelyard/domain/organisations';
import { useLanguage } from '../../../shared/i18n/use-language';

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Stack gap={2}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'lg'} fw={strong ? 700 : 500}>
        {value}
      </Text>
    </Stack>
  );
}

/** The manager's credit line: limit, balance, available credit (limit minus balance) and payment terms. */
export function CreditLineCard({ details }: { details: FinancialDetails }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (minor: number) => formatMoney(minor, details.currencyCode, locale);
  const notSet = t('dashboard.credit.notSet');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="credit-line-title">
      <Title order={2} size="h3" id="credit-line-title" mb="md">
        {t('dashboard.credit.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Figure label={t('dashboard.credit.available')} value={money(computeAvailableCredit(details))} strong />
        <Figure
          label={t('dashboard.credit.limit')}
          value={details.erpCreditLimit ? money(details.erpCreditLimit.value) : notSet}
        />
        <Figure
          label={t('dashboard.credit.balance')}
          value={details.erpBalance ? money(details.erpBalance.value) : money(0)}
        />
        <Figure
          label={t('dashboard.credit.paymentTerms')}
          value={t(`dashboard.paymentTerms.${details.paymentTerms}`)}
        />
      </SimpleGrid>
    </Paper>
  );
}
