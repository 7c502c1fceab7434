import { Button, Group, MultiSelect, Select, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AUDIT_ACTIONS, AUDIT_ENTITY_TYPES, type AuditAction, type AuditEntityType } from '@steelyard/domain/audit-log';
import type { Tenant } from '@steelyard/domain/roles';
import { organisationChoicesQueryOptions, type AuditLogFilters } from '../api/audit-log';
import { organisationQueryOptions, organisationUsersQueryOptions } from '../api/organisations';

/** A person who may have acted: known from the organisation's users or from entries already shown. */
export interface KnownActor {
  id: string;
  name: string;
  tenant: Tenant;
}

const entityTypeOf = (action: AuditAction) => action.split('.')[0]!.toUpperCase() as AuditEntityType;

interface AuditLogFilterBarProps {
  filters: AuditLogFilters;
  onChange: (filters: AuditLogFilters) => void;
  knownActors: KnownActor[];
}

/** Organisation (searched by name), actor, action, entity type and a range of days. */
export function AuditLogFilterBar({ filters, onChange, knownActors }: AuditLogFilterBarProps) {
  const { t } = useTranslation();
  const set = (change: Partial<AuditLogFilters>) => onChange({ ...filters, ...change });

  // the organisation select searches the server; the chosen one keeps its name while the search changes
  const [search, setSearch] = useState('');
  const chosen = useQuery({
    ...organisationQueryOptions(filters.organisationId ?? ''),
    enabled: filters.organisationId !== null,
  });
  const chosenName = filters.organisationId ? chosen.data?.name : undefined;
  const [debounced] = useDebouncedValue(search.trim() === chosenName ? '' : search.trim(), 300);
  const choices = useQuery(organisationChoicesQueryOptions(debounced));
  const organisationData = useMemo(() => {
    const options = (choices.data?.items ?? []).map((o) => ({ value: o.id, label: o.name }));
    if (filters.organisationId && chosenName && !options.some((o) => o.value === filters.organisationId)) {
      options.unshift({ value: filters.organisationId, label: chosenName });
    }
    return options;
  }, [choices.data, filters.organisationId, chosenName]);

  // the actors: the chosen organisation's users, and everyone seen in the log so far
  const users = useQuery({
    ...organisationUsersQueryOptions(filters.organisationId ?? ''),
    enabled: filters.organisationId !== null,
  });
  const actorData = useMemo(() => {
    const byId = new Map<string, KnownActor>();
    for (const user of users.data?.items ?? [])
      byId.set(user.id, { id: user.id, name: user.name, tenant: 'MARKETPLACE' });
    for (const actor of knownActors) if (!byId.has(actor.id)) byId.set(actor.id, actor);
    if (filters.actorId && !byId.has(filters.actorId)) {
      byId.set(filters.actorId, { id: filters.actorId, name: filters.actorId, tenant: 'MARKETPLACE' });
    }
    const actors = [...byId.values()].sort((a, b) => a.name.localeCompare(b.name));
    const group = (tenant: Tenant) =>
      actors.filter((a) => a.tenant === tenant).map((a) => ({ value: a.id, label: a.name || a.id }));
    return [
      { group: t('operator.auditLog.filters.operators'), items: group('ADMIN') },
      { group: t('operator.auditLog.filters.customers'), items: group('MARKETPLACE') },
    ].filter((g) => g.items.length > 0);
  }, [users.data, knownActors, filters.actorId, t]);

  const actionData = useMemo(
    () =>
      AUDIT_ENTITY_TYPES.map((type) => ({
        group: t(`operator.auditLog.entityTypes.${type}`, { defaultValue: type }),
        items: AUDIT_ACTIONS.filter((a) => entityTypeOf(a) === type).map((a) => ({
          value: a,
          label: t(`operator.auditLog.actions.${a}`, { defaultValue: a }),
        })),
      })),
    [t],
  );
  const entityTypeData = useMemo(
    () =>
      AUDIT_ENTITY_TYPES.map((type) => ({
        value: type,
        label: t(`operator.auditLog.entityTypes.${type}`, { defaultValue: type }),
      })),
    [t],
  );

  const active =
    filters.organisationId !== null ||
    filters.actorId !== null ||
    filters.actions.length > 0 ||
    filters.entityType !== null ||
    filters.from !== null ||
    filters.to !== null;

  return (
    <Stack gap="sm" component="section" aria-label={t('operator.auditLog.filters.label')}>
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
        <Select
          label={t('operator.auditLog.filters.organisation')}
          placeholder={t('operator.auditLog.filters.anyOrganisation')}
          data={organisationData}
          value={filters.organisationId}
          onChange={(organisationId) => set({ organisationId })}
          searchable
          clearable
          onSearchChange={setSearch}
          // the server already searched by name
          filter={({ options }) => options}
          nothingFoundMessage={t('operator.auditLog.filters.noOrganisation')}
        />
        <Select
          label={t('operator.auditLog.filters.actor')}
          placeholder={t('operator.auditLog.filters.anyActor')}
          data={actorData}
          value={filters.actorId}
          onChange={(actorId) => set({ actorId })}
          searchable
          clearable
          nothingFoundMessage={t('operator.auditLog.filters.noActor')}
        />
        <MultiSelect
          label={t('operator.auditLog.filters.action')}
          placeholder={filters.actions.length === 0 ? t('operator.auditLog.filters.anyAction') : undefined}
          data={actionData}
          value={filters.actions}
          onChange={(actions) => set({ actions: actions as AuditAction[] })}
          searchable
          clearable
          nothingFoundMessage={t('operator.auditLog.filters.noAction')}
        />
        <Select
          label={t('operator.auditLog.filters.entityType')}
          placeholder={t('operator.auditLog.filters.anyEntityType')}
          data={entityTypeData}
          value={filters.entityType}
          onChange={(entityType) => set({ entityType: entityType as AuditEntityType | null })}
          clearable
        />
        <TextInput
          type="date"
          label={t('operator.auditLog.filters.from')}
          value={filters.from ?? ''}
          max={filters.to ?? undefined}
          onChange={(event) => set({ from: event.currentTarget.value || null })}
        />
        <TextInput
          type="date"
          label={t('operator.auditLog.filters.to')}
          value={filters.to ?? ''}
          min={filters.from ?? undefined}
          onChange={(event) => set({ to: event.currentTarget.value || null })}
        />
      </SimpleGrid>
      {active && (
        <Group>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() =>
              onChange({ organisationId: null, actorId: null, actions: [], entityType: null, from: null, to: null })
            }
          >
            {t('operator.auditLog.filters.clear')}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
