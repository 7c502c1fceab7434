import { Code, Stack, Table, Text, Title } from '@mantine/core';
import { IconMailCheck } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { FailedMail } from '@steelyard/domain/mail-outbox';
import { CollectionFooter } from '../../../shared/collections/collection-footer';
import { CollectionEmpty, CollectionFailed, CollectionLoader } from '../../../shared/collections/collection-states';
import { useCollection } from '../../../shared/collections/use-collection';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { FAILED_MAIL_PAGE_SIZE, fetchFailedMailPage } from '../api/failed-mail';
import { operatorListKeys } from '../api/query-keys';
import { DateTime } from '../components/date-time';

const getId = (mail: FailedMail) => mail.id;

/**
 * The e-mails that will not arrive, newest first: the mail server refused them (a 5xx reply, at once)
 * or every retry failed (about an hour). The reason is the server's reply, so the operator can tell a
 * mistyped address from a relay that refuses us. Never the message text: it may hold a reset link.
 */
function FailedMailPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('operator.failedMail.title'));
  const mails = useCollection<FailedMail>({
    queryKey: operatorListKeys.failedMail(),
    fetchPage: fetchFailedMailPage,
    getId,
    pageSize: FAILED_MAIL_PAGE_SIZE,
  });
  const { load, status, items } = mails;
  useEffect(() => {
    load({});
  }, [load, status]);
  const loading = (status === 'IDLE' || status === 'PENDING') && items.length === 0;

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1} id="operator-failed-mail-title">
          {t('operator.failedMail.title')}
        </Title>
        <Text c="dimmed" maw={720}>
          {t('operator.failedMail.intro')}
        </Text>
      </Stack>
      {loading ? (
        <CollectionLoader />
      ) : status === 'FAILED' && items.length === 0 ? (
        <CollectionFailed collection={mails} message={t('operator.failedMail.loadFailed')} />
      ) : items.length === 0 ? (
        <CollectionEmpty
          icon={<IconMailCheck size={40} stroke={1.5} aria-hidden color="var(--mantine-color-gray-6)" />}
          title={t('operator.failedMail.empty')}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={860}>
            <Table striped verticalSpacing="sm" aria-labelledby="operator-failed-mail-title">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('operator.failedMail.columns.written')}</Table.Th>
                  <Table.Th>{t('operator.failedMail.columns.recipient')}</Table.Th>
                  <Table.Th>{t('operator.failedMail.columns.subject')}</Table.Th>
                  <Table.Th>{t('operator.failedMail.columns.attempts')}</Table.Th>
                  <Table.Th>{t('operator.failedMail.columns.reason')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {items.map((mail) => (
                  <Table.Tr key={mail.id}>
                    <Table.Td>
                      <DateTime value={mail.createdAt} ago />
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{mail.to}</Text>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{mail.subject}</Text>
                      <Text size="xs" c="dimmed">
                        {mail.template} · {mail.locale}
                      </Text>
                    </Table.Td>
                    <Table.Td>{mail.attempts}</Table.Td>
                    <Table.Td maw={420}>
                      {mail.error ? (
                        <Code block style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                          {mail.error}
                        </Code>
                      ) : (
                        t('operator.common.none')
                      )}
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <CollectionFooter
            collection={mails}
            shown={t('operator.failedMail.shown', { shown: items.length, total: mails.totalItems })}
          />
        </>
      )}
    </Stack>
  );
}

export { FailedMailPage as Component };
