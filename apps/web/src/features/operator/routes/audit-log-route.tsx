import { ActionIcon, Anchor, Badge, Code, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import { useQueries } from '@tanstack/react-query';
import { Fragment, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@steelyard/domain/audit-log';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import type { PageRequest } from '../../../shared/collections/collection-query';
import { useCollection } from '../../../shared/collections/use-collection';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import {
  AUDIT_LOG_PAGE_SIZE,
  auditLogCriteria,
  fetchAuditLogPage,
  readAuditLogFilters,
  writeAuditLogFilters,
  type AuditLogFilters,
} from '../api/audit-log';
import { organisationQueryOptions } from '../api/organisations';
import { AuditEntryChanges } from '../components/audit-entry-changes';
import { AuditLogFilterBar, type KnownActor } from '../components/audit-log-filters';
import { DateTime } from '../components/date-time';
import { operatorListKeys } from '../api/query-keys';

const getId = (entry: AuditEntry) => entry.id;
const COLUMNS = 7;

/** What an entry is about, as a person knows it: the recorded name or e-mail, if any. */
function entityName(entry: AuditEntry): string | null {
  for (const snapshot of [entry.after, entry.before]) {
    for (const field of ['name', 'email']) {
      const value = snapshot?.[field];
      if (typeof value === 'string' && value !== '') return value;
    }
  }
  return null;
}

function Actor({ actor }: { actor: AuditEntry['actor'] }) {
  const { t } = useTranslation();
  if (!actor) {
    return (
      <Text size="sm" fs="italic" c="dimmed">
        {t('operator.auditLog.system')}
      </Text>
    );
  }
  return (
    <Stack gap={2} align="flex-start">
      <Text size="sm">{actor.name || t('operator.auditLog.formerUser')}</Text>
      <Badge size="xs" variant="light" color={actor.tenant === 'ADMIN' ? 'grape' : 'steel'} tt="none">
        {t(`operator.auditLog.values.tenant.${actor.tenant}`)}
      </Badge>
    </Stack>
  );
}

/**
 * The audit log: every recorded change, newest first, 50 at a time, read-only. The filters live in the
 * page's address, so the organisation page can link to its own entries.
 */
function AuditLogPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operator.auditLog.title'));
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  const filters = useMemo(() => readAuditLogFilters(new URLSearchParams(query)), [query]);
  const setFilters = (next: AuditLogFilters) => setSearchParams(writeAuditLogFilters(next), { replace: true });

  // everyone seen acting so far, for the actor filter (kept across filter changes)
  const [knownActors, setKnownActors] = useState<KnownActor[]>([]);
  const fetchPage = useCallback(async (request: PageRequest) => {
    const reply = await fetchAuditLogPage(request);
    setKnownActors((known) => {
      const ids = new Set(known.map((actor) => actor.id));
      const added = reply.items.flatMap((entry) =>
        entry.actor && !ids.has(entry.actor.id) && ids.add(entry.actor.id) ? [entry.actor] : [],
      );
      return added.length > 0 ? [...known, ...added] : known;
    });
    return reply;
  }, []);
  const entries = useCollection<AuditEntry>({
    queryKey: operatorListKeys.auditLog(),
    fetchPage,
    getId,
    pageSize: AUDIT_LOG_PAGE_SIZE,
  });
  const { load, status } = entries;
  useEffect(() => {
    // a change made while a page loads is skipped by the collection: it runs again once that page is in
    load({ filter: auditLogCriteria(filters) });
  }, [load, filters, status]);

  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // the organisations' names (and currencies, for credit changes), cached with their pages
  const organisationIds = useMemo(
    () => [...new Set(entries.items.flatMap((entry) => (entry.organisationId ? [entry.organisationId] : [])))],
    [entries.items],
  );
  const organisationQueries = useQueries({
    queries: organisationIds.map((id) => ({ ...organisationQueryOptions(id), staleTime: 300_000 })),
  });
  const organisations = new Map(organisationIds.map((id, index) => [id, organisationQueries[index]]));

  const loading = (entries.status === 'IDLE' || entries.status === 'PENDING') && entries.items.length === 0;
  const filtered = auditLogCriteria(filters).length > 0;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} id="audit-log-title">
          {t('operator.auditLog.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('operator.auditLog.intro')}
        </Text>
      </Stack>
      <AuditLogFilterBar filters={filters} onChange={setFilters} knownActors={knownActors} />
      {loading ? (
        <CollectionLoader />
      ) : entries.status === 'FAILED' && entries.items.length === 0 ? (
        <CollectionFailed collection={entries} message={t('operator.auditLog.loadFailed')} />
      ) : entries.items.length === 0 ? (
        <Text c="dimmed" py="lg" role="status">
          {t(filtered ? 'operator.auditLog.emptyFiltered' : 'operator.auditLog.empty')}
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={900}>
            <Table verticalSpacing="sm" aria-labelledby="audit-log-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th w={44}>
                    <span className="sy-visually-hidden">{t('operator.auditLog.columns.details')}</span>
                  </Table.Th>
                  <Table.Th>{t('operator.auditLog.columns.when')}</Table.Th>
                  <Table.Th>{t('operator.auditLog.columns.actor')}</Table.Th>
                  <Table.Th>{t('operator.auditLog.columns.action')}</Table.Th>
                  <Table.Th>{t('operator.auditLog.columns.entity')}</Table.Th>
                  <Table.Th>{t('operator.auditLog.columns.organisation')}</Table.Th>
                  <Table.Th>{t('operator.auditLog.columns.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.items.map((entry) => {
                  const open = expanded.has(entry.id);
                  const organisationQuery = entry.organisationId ? organisations.get(entry.organisationId) : undefined;
                  const organisation = organisationQuery?.data;
                  const name = entityName(entry);
                  const detailsId = `audit-entry-${entry.id}`;
                  return (
                    <Fragment key={entry.id}>
                      <Table.Tr style={{ verticalAlign: 'top' }} bg={open ? 'var(--mantine-color-gray-0)' : undefined}>
                        <Table.Td>
                          <ActionIcon
                            variant="subtle"
                            color="gray"
                            onClick={() => toggle(entry.id)}
                            aria-expanded={open}
                            aria-controls={open ? detailsId : undefined}
                            aria-label={t(open ? 'operator.auditLog.hideDetails' : 'operator.auditLog.showDetails')}
                          >
                            {open ? (
                              <IconChevronDown size={18} aria-hidden />
                            ) : (
                              <IconChevronRight size={18} aria-hidden />
                            )}
                          </ActionIcon>
                        </Table.Td>
                        <Table.Td style={{ whiteSpace: 'nowrap' }}>
                          <DateTime value={entry.createdAt} />
                        </Table.Td>
                        <Table.Td>
                          <Actor actor={entry.actor} />
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm" fw={500}>
                            {t(`operator.auditLog.actions.${entry.action}`, { defaultValue: entry.action })}
                          </Text>
                          <Code fz="xs" c="dimmed" bg="transparent" p={0}>
                            {entry.action}
                          </Code>
                        </Table.Td>
                        <Table.Td>
                          <Text size="sm">
                            {t(`operator.auditLog.entityTypes.${entry.entityType}`, { defaultValue: entry.entityType })}
                          </Text>
                          {name && (
                            <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                              {name}
                            </Text>
                          )}
                        </Table.Td>
                        <Table.Td>
                          {entry.organisationId === null ? (
                            <Text size="sm">{t('operator.common.none')}</Text>
                          ) : organisationQuery?.isPending ? (
                            <Skeleton height={12} width={120} mt={4} />
                          ) : (
                            <Anchor
                              component={Link}
                              to={`${PATHS.operatorOrganisations}/${encodeURIComponent(entry.organisationId)}`}
                              size="sm"
                            >
                              {organisation?.name ?? t('operator.auditLog.organisationFallback')}
                            </Anchor>
                          )}
                        </Table.Td>
                        <Table.Td maw={280} style={{ overflowWrap: 'anywhere' }}>
                          <Text size="sm">{entry.reason ?? t('operator.common.none')}</Text>
                        </Table.Td>
                      </Table.Tr>
                      {open && (
                        <Table.Tr id={detailsId} bg="var(--mantine-color-gray-0)">
                          <Table.Td />
                          <Table.Td colSpan={COLUMNS - 1} pb="md">
                            <AuditEntryChanges entry={entry} currency={organisation?.currencyCode} />
                          </Table.Td>
                        </Table.Tr>
                      )}
                    </Fragment>
                  );
                })}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <CollectionFooter
            collection={entries}
            shown={t('operator.auditLog.shown', { shown: entries.items.length, total: entries.totalItems })}
          />
        </>
      )}
    </Stack>
  );
}

export { AuditLogPage as Component };
