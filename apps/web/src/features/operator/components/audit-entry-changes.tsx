import { Button, Code, Stack, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AuditEntry } from '@steelyard/domain/audit-log';
import { countryName } from '../../../shared/i18n/country-names';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatDateTime } from '../../../shared/i18n/intl-formats';
import { numberFormat } from '../../../shared/i18n/intl-formats';

/** One field of an entry's before/after: its values and whether the change touched it. */
export interface AuditChange {
  field: string;
  before: unknown;
  after: unknown;
  changed: boolean;
}

type Snapshot = Record<string, unknown> | null;

/** The fields of the before and after snapshots in their recorded order, each marked changed or not. */
export function auditChanges(before: Snapshot, after: Snapshot): AuditChange[] {
  const fields = [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])];
  return fields.map((field) => ({
    field,
    before: before?.[field],
    after: after?.[field],
    changed: JSON.stringify(before?.[field] ?? null) !== JSON.stringify(after?.[field] ?? null),
  }));
}

// money is recorded in minor units (cents, pence)
const MONEY_FIELDS = new Set(['erpCreditLimit', 'erpBalance']);
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;
// fields holding a code the catalogue translates under operator.auditLog.values.<field>
const CODED_FIELDS = new Set(['validationState', 'addressType', 'tenant', 'via']);

interface FormatContext {
  t: TFunction;
  locale: string;
  /** The organisation's currency, for the money fields. */
  currency: string | undefined;
}

/** A recorded value as a person reads it: yes/no, money, dates, countries and known codes translated. */
export function formatAuditValue(field: string, value: unknown, context: FormatContext): string {
  const { t, locale, currency } = context;
  const none = t('operator.common.none');
  if (value === null || value === undefined || value === '') return none;
  if (typeof value === 'boolean') return t(value ? 'operator.auditLog.values.yes' : 'operator.auditLog.values.no');
  if (typeof value === 'number' && MONEY_FIELDS.has(field)) {
    return currency
      ? numberFormat(locale, { style: 'currency', currency }).format(value / 100)
      : numberFormat(locale, { minimumFractionDigits: 2 }).format(value / 100);
  }
  if (typeof value === 'number') return numberFormat(locale).format(value);
  if (Array.isArray(value)) {
    return value.length === 0 ? none : value.map((item) => formatAuditValue(field, item, context)).join(', ');
  }
  if (typeof value === 'object') {
    return Object.entries(value)
      .map(([key, item]) => `${fieldLabel(t, key)}: ${formatAuditValue(key, item, context)}`)
      .join('; ');
  }
  const text = String(value);
  if (field === 'paymentTerms') return t(`shared.paymentTerms.${text}`, { defaultValue: text });
  if (field === 'roles') return t(`shared.roles.${text}`, { defaultValue: text });
  if (field === 'country' && /^[A-Z]{2}$/.test(text)) return countryName(text, locale);
  if (CODED_FIELDS.has(field)) {
    return t(`operator.auditLog.values.${field}.${text}`, { defaultValue: text });
  }
  if (ISO_INSTANT.test(text) && !Number.isNaN(Date.parse(text))) return formatDateTime(text, locale);
  return text;
}

/** A field's name in the reader's language; fields no catalogue knows show as recorded. */
function fieldLabel(t: TFunction, field: string): string {
  return t(`operator.auditLog.fields.${field}`, { defaultValue: field });
}

/**
 * An entry's before and after as a table of fields. For a change only the changed fields show at
 * first (the rest on request); a creation shows what was recorded, a deletion what was removed.
 */
export function AuditEntryChanges({ entry, currency }: { entry: AuditEntry; currency?: string }) {
  const { t } = useTranslation();
  const { locale } = useLanguage();
  const [showAll, setShowAll] = useState(false);
  const { before, after } = entry;
  const changes = auditChanges(before, after);
  if (changes.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('operator.auditLog.noDetails')}
      </Text>
    );
  }
  const isUpdate = before !== null && after !== null;
  const unchanged = isUpdate ? changes.filter((c) => !c.changed).length : 0;
  const shown = isUpdate && !showAll ? changes.filter((c) => c.changed) : changes;
  const context = { t, locale, currency };

  return (
    <Stack gap="xs">
      <Table
        withTableBorder
        withColumnBorders
        verticalSpacing={6}
        fz="sm"
        maw={960}
        bg="var(--mantine-color-body)"
        aria-label={t('operator.auditLog.changes.label')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th w="28%">{t('operator.auditLog.changes.field')}</Table.Th>
            {before !== null && <Table.Th>{t('operator.auditLog.changes.before')}</Table.Th>}
            {after !== null && <Table.Th>{t('operator.auditLog.changes.after')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {shown.map((change) => (
            <Table.Tr
              key={change.field}
              data-changed={isUpdate && change.changed ? true : undefined}
              bg={isUpdate && change.changed ? 'var(--mantine-color-yellow-light)' : undefined}
            >
              <Table.Td>
                <Text size="sm" fw={500}>
                  {fieldLabel(t, change.field)}
                </Text>
              </Table.Td>
              {before !== null && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" c={isUpdate && change.changed ? 'dimmed' : undefined}>
                    {formatAuditValue(change.field, change.before, context)}
                  </Text>
                </Table.Td>
              )}
              {after !== null && (
                <Table.Td style={{ overflowWrap: 'anywhere' }}>
                  <Text size="sm" fw={isUpdate && change.changed ? 600 : undefined}>
                    {formatAuditValue(change.field, change.after, context)}
                  </Text>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      {unchanged > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setShowAll((all) => !all)} w="fit-content">
          {showAll
            ? t('operator.auditLog.changes.hideUnchanged')
            : t('operator.auditLog.changes.showUnchanged', { count: unchanged })}
        </Button>
      )}
      <Text size="xs" c="dimmed">
        {t('operator.auditLog.changes.entityId')} <Code>{entry.entityId}</Code>
      </Text>
    </Stack>
  );
}
