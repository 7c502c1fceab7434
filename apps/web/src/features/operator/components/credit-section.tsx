import {
  Button,
  Card,
  Group,
  Loader,
  Modal,
  Radio,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  creditBody,
  type AdminOrganisation,
  type CreditChange,
  type CreditBody,
} from '@steelyard/domain/admin-organisations';
import { formatMoney, minorUnitsOf } from '@steelyard/domain/money';
import { PAYMENT_TERMS, type PaymentTerms } from '@steelyard/domain/organisations';
import { NumberField } from '../../../shared/forms/number-field';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { useLanguage } from '../../../shared/i18n/use-language';
import { notify } from '../../../shared/ui/notify';
import { useCreditChanges, useUpdateCredit } from '../api/organisation-changes';
import { operatorErrorKey } from '../api/operator-answers';
import { DetailField } from './detail-field';
import { operatorIssueKey } from './organisation-form-rules';

/** The credit modal's values: amounts in major units as NumberField reads them (NaN while the typed text is refused). */
interface CreditFormValues {
  limit: number | null;
  balance: number | null;
  terms: PaymentTerms;
  reason: string;
}

/** An amount field: no figure, or a number of whole cents (a refused text has its own message from NumberField). */
const creditAmount = z
  .number()
  .nullable()
  .refine((major) => major === null || minorUnitsOf(major) !== null, VALIDATION_MESSAGES.invalidValue);

/** The credit modal's fields: the amounts in major units, the terms and the reason as the credit body takes them. */
const creditFormSchema = z.object({
  limit: creditAmount,
  balance: creditAmount,
  terms: creditBody.shape.paymentTerms.unwrap(),
  reason: creditBody.shape.reason,
});

const amountInput = (figure: { value: number } | null) => (figure ? figure.value / 100 : null);

/** Major units as minor units; undefined when it is no amount of money (refused, or finer than a cent). */
const toMinorUnits = (major: number | null): number | null | undefined =>
  major === null ? null : (minorUnitsOf(major) ?? undefined);

/**
 * The body of a credit change: only the figures that differ from the stored ones (an emptied field
 * removes the figure); "invalid" when a field does not hold an amount, "unchanged" when nothing differs.
 */
export function creditChangeBody(
  org: AdminOrganisation,
  values: CreditFormValues,
): CreditBody | 'invalid' | 'unchanged' {
  const limit = toMinorUnits(values.limit);
  const balance = toMinorUnits(values.balance);
  if (limit === undefined || balance === undefined) return 'invalid';
  const { financialDetails: current } = org;
  const body: Partial<CreditBody> = {};
  if (limit !== (current.erpCreditLimit?.value ?? null)) body.erpCreditLimit = limit;
  if (balance !== (current.erpBalance?.value ?? null)) body.erpBalance = balance;
  if (values.terms !== current.paymentTerms) body.paymentTerms = values.terms;
  if (Object.keys(body).length === 0) return 'unchanged';
  return { ...body, reason: values.reason.trim() };
}

function CreditModal({ org, onClose }: { org: AdminOrganisation; onClose: () => void }) {
  const { t } = useTranslation();
  const update = useUpdateCredit(org.id);
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const form = useForm<CreditFormValues>({
    mode: 'onTouched',
    defaultValues: {
      limit: amountInput(org.financialDetails.erpCreditLimit),
      balance: amountInput(org.financialDetails.erpBalance),
      terms: org.financialDetails.paymentTerms,
      reason: '',
    },
    resolver: zodResolver(creditFormSchema, { error: operatorIssueKey }),
  });
  const { errors } = form.formState;
  const message = (key: string | undefined) => (key ? t(key) : undefined);
  const values = form.watch();
  const body = creditChangeBody(org, values);
  // Save needs a change of some figure and a reason
  const reasonValid = creditFormSchema.shape.reason.safeParse(values.reason).success;

  const submit = form.handleSubmit(async (valid) => {
    const change = creditChangeBody(org, valid);
    if (typeof change === 'string') return;
    setErrorKey(null);
    try {
      await update.mutateAsync(change);
      notify({ level: 'SUCCESS', message: t('operator.credit.saved') });
      onClose();
    } catch (error) {
      setErrorKey(operatorErrorKey(error));
    }
  });

  const amountField = (name: 'limit' | 'balance', label: string, description: string) => (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <NumberField
          ref={field.ref}
          name={field.name}
          label={`${label} (${org.currencyCode})`}
          description={description}
          value={field.value}
          fractionDigits={2}
          validateOnChange
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={message(errors[name]?.message)}
        />
      )}
    />
  );

  return (
    <Modal opened onClose={onClose} title={t('operator.credit.change')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          {errorKey && <ErrorAlert messageKey={errorKey} />}
          {amountField('limit', t('operator.fields.creditLimit'), t('operator.credit.limitHint'))}
          {amountField('balance', t('operator.fields.erpBalance'), t('operator.credit.balanceHint'))}
          <Controller
            control={form.control}
            name="terms"
            render={({ field }) => (
              <Radio.Group
                label={t('operator.fields.paymentTerms')}
                value={field.value}
                onChange={(value) => field.onChange(value as PaymentTerms)}
              >
                <Stack gap={6} mt={6}>
                  {PAYMENT_TERMS.map((terms) => (
                    <Radio key={terms} value={terms} label={t(`shared.paymentTerms.${terms}`)} />
                  ))}
                </Stack>
              </Radio.Group>
            )}
          />
          <Textarea
            {...form.register('reason')}
            label={t('operator.common.reason')}
            description={t('operator.credit.reasonHint')}
            maxLength={500}
            withAsterisk
            autosize
            minRows={2}
            error={message(errors.reason?.message)}
          />
          {body === 'unchanged' && (
            <Text size="sm" c="dimmed">
              {t('operator.credit.unchanged')}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('operator.common.cancel')}
            </Button>
            <Button type="submit" disabled={typeof body === 'string' || !reasonValid} loading={update.isPending}>
              {t('operator.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}

function changeValue(change: CreditChange, value: string | null, currency: string, locale: string, none: string) {
  if (value === null) return none;
  if (change.field === 'PAYMENT_TERMS') return value;
  return formatMoney(Number(value), currency, locale);
}

function CreditHistoryTable({ org }: { org: AdminOrganisation }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const changes = useCreditChanges(org.id);
  const none = t('operator.common.none');
  if (changes.isPending) return <Loader size="sm" aria-label={t('shared.loading')} />;
  if (changes.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('operator.credit.historyFailed')}
      </Text>
    );
  }
  if (changes.data.items.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('operator.credit.noHistory')}
      </Text>
    );
  }
  const show = (change: CreditChange, value: string | null) =>
    change.field === 'PAYMENT_TERMS' && value
      ? t(`shared.paymentTerms.${value}`)
      : changeValue(change, value, org.currencyCode, locale, none);
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" aria-labelledby="credit-history-title">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('operator.credit.columns.when')}</Table.Th>
            <Table.Th>{t('operator.credit.columns.field')}</Table.Th>
            <Table.Th>{t('operator.credit.columns.change')}</Table.Th>
            <Table.Th>{t('operator.credit.columns.by')}</Table.Th>
            <Table.Th>{t('operator.common.reason')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {changes.data.items.map((change) => (
            <Table.Tr key={change.id}>
              <Table.Td>{new Date(change.changedAt).toLocaleString(locale)}</Table.Td>
              <Table.Td>{t(`operator.credit.fields.${change.field}`)}</Table.Td>
              <Table.Td>
                {show(change, change.oldValue)} → {show(change, change.newValue)}
              </Table.Td>
              <Table.Td>{change.changedBy?.name ?? t('operator.common.system')}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>{change.reason}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** Credit figures and terms, their change (OPERATOR only) and the history of every change. */
export function CreditSection({ org, canWrite }: { org: AdminOrganisation; canWrite: boolean }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [editing, setEditing] = useState(false);
  const none = t('operator.common.none');
  const { financialDetails: figures } = org;
  const money = (figure: { value: number } | null) =>
    figure ? formatMoney(figure.value, org.currencyCode, locale) : none;
  const available = figures.availableCredit ?? 0;

  return (
    <Card withBorder component="section" aria-labelledby="credit-title">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4" id="credit-title">
            {t('operator.organisation.credit')}
          </Title>
          {canWrite && (
            <Button size="xs" variant="light" onClick={() => setEditing(true)}>
              {t('operator.credit.change')}
            </Button>
          )}
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <DetailField label={t('operator.fields.currency')} value={org.currencyCode} />
          <DetailField
            label={t('operator.fields.paymentTerms')}
            value={t(`shared.paymentTerms.${figures.paymentTerms}`)}
          />
          <DetailField label={t('operator.fields.creditLimit')} value={money(figures.erpCreditLimit)} />
          <DetailField label={t('operator.fields.erpBalance')} value={money(figures.erpBalance)} />
          <DetailField
            label={t('operator.fields.availableCredit')}
            value={formatMoney(available, org.currencyCode, locale)}
          />
        </SimpleGrid>
      </Stack>
      {editing && <CreditModal org={org} onClose={() => setEditing(false)} />}
    </Card>
  );
}

/** Every change of the organisation's credit figures and terms: when, what, who and why. */
export function CreditHistory({ org }: { org: AdminOrganisation }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="credit-history-title">
      <Title order={2} size="h4" id="credit-history-title">
        {t('operator.credit.history')}
      </Title>
      <CreditHistoryTable org={org} />
    </Stack>
  );
}
