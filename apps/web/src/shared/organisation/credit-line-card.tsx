import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { computeAvailableCredit } from '@steelyard/domain/credit';
import { formatMoney } from '@steelyard/domain/money';
import type { FinancialDetails } from '@steelyard/domain/organisations';
import { useLanguage } from '../i18n/use-language';

interface FigureProps {
  label: string;
  value: string;
  strong?: boolean;
  /** A link under the value (e.g. to edit the payment terms). */
  action?: ReactNode;
}

function Figure({ label, value, strong = false, action }: FigureProps) {
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text size={strong ? 'xl' : 'lg'} fw={strong ? 700 : 500}>
        {value}
      </Text>
      {action}
    </Stack>
  );
}

/** The manager's credit line: limit, balance, available credit (limit minus balance) and payment terms. */
export function CreditLineCard({
  details,
  paymentTermsAction,
}: {
  details: FinancialDetails;
  /** Shown under the payment terms (the account's edit link). */
  paymentTermsAction?: ReactNode;
}) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const money = (minor: number) => formatMoney(minor, details.currencyCode, locale);
  const notSet = t('shared.credit.notSet');
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="credit-line-title">
      <Title order={2} size="h3" id="credit-line-title" mb="md">
        {t('shared.credit.title')}
      </Title>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="lg">
        <Figure label={t('shared.credit.available')} value={money(computeAvailableCredit(details))} strong />
        <Figure
          label={t('shared.credit.limit')}
          value={details.erpCreditLimit ? money(details.erpCreditLimit.value) : notSet}
        />
        <Figure
          label={t('shared.credit.balance')}
          value={details.erpBalance ? money(details.erpBalance.value) : money(0)}
        />
        <Figure
          label={t('shared.credit.paymentTerms')}
          value={t(`shared.paymentTerms.${details.paymentTerms}`)}
          action={paymentTermsAction}
        />
      </SimpleGrid>
    </Paper>
  );
}
