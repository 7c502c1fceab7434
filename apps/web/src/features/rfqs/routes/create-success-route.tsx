import { Button, Group, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { RFQ_PATHS, rfqDetailsPath } from '../model/rfq-paths';
import type { CreateSuccessState } from './summary-route';

/** `/rfqs/create/success`: the RFQ was submitted and waits for the operator's review. */
function CreateSuccessPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfqs.createSuccess.title'));
  const state = useLocation().state as CreateSuccessState | null;
  return (
    <Paper withBorder radius="md" p="xl" maw={720}>
      <Stack gap="md" align="flex-start">
        <ThemeIcon color="green.8" variant="light" size={48} radius="xl" aria-hidden>
          <IconCircleCheck size={30} />
        </ThemeIcon>
        <Title order={1}>{t('rfqs.createSuccess.title')}</Title>
        <Text>
          {state
            ? t('rfqs.createSuccess.bodyNumbered', { number: state.referenceNumber })
            : t('rfqs.createSuccess.body')}
        </Text>
        <Group gap="sm">
          {state && (
            <Button component={Link} to={rfqDetailsPath(state.rfqId)}>
              {t('rfqs.createSuccess.view')}
            </Button>
          )}
          <Button component={Link} to={RFQ_PATHS.my} variant="default">
            {t('rfqs.createSuccess.myRfqs')}
          </Button>
          <Button component={Link} to={`${RFQ_PATHS.create}/wizard`} variant="subtle">
            {t('rfqs.createSuccess.another')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

export { CreateSuccessPage as Component };
