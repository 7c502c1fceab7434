import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { PageUnavailable } from '../../../shared/ui/page-state';

/** The frame of the account's sub-pages: title, introduction, the form in a card of readable width. */
export function AccountPage({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Stack gap="lg" maw={640}>
      <Stack gap={4}>
        <Title order={1}>{title}</Title>
        {intro && (
          <Text component="div" c="dimmed">
            {intro}
          </Text>
        )}
      </Stack>
      <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md">
        {children}
      </Paper>
    </Stack>
  );
}

/** A page's data could not be loaded (the signed-in user, the organisation). */
export function PageLoadFailed() {
  const { t } = useTranslation();
  return <PageUnavailable notFound={false} title={t('account.loadFailed.title')} body={t('account.loadFailed.body')} />;
}
