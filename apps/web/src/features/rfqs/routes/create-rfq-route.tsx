import { Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useRfqWizard } from '../components/rfq-wizard-context';
import { emptyWizard, wizardPath } from '../model/rfq-wizard';
import { RFQ_PATHS } from '../model/rfq-paths';

/** `/rfqs/create`: the three steps explained; Start opens an empty wizard, drafts are continued from My RFQs. */
function CreateRfqPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('rfqs.create.title'));
  const navigate = useNavigate();
  const { load } = useRfqWizard();
  const start = () => {
    load(emptyWizard());
    navigate(wizardPath('materials', null));
  };
  return (
    <Stack gap="lg" maw={820}>
      <Title order={1}>{t('rfqs.create.title')}</Title>
      <Text>{t('rfqs.create.intro')}</Text>
      <Paper withBorder radius="md" p="lg">
        <List type="ordered" spacing="sm">
          <List.Item>
            <Text fw={600} span>
              {t('rfqs.wizard.steps.materials')}
            </Text>
            {' – '}
            {t('rfqs.create.materials')}
          </List.Item>
          <List.Item>
            <Text fw={600} span>
              {t('rfqs.wizard.steps.items')}
            </Text>
            {' – '}
            {t('rfqs.create.items')}
          </List.Item>
          <List.Item>
            <Text fw={600} span>
              {t('rfqs.wizard.steps.shipping')}
            </Text>
            {' – '}
            {t('rfqs.create.shipping')}
          </List.Item>
        </List>
      </Paper>
      <Text size="sm" c="dimmed">
        {t('rfqs.create.draftNote')}
      </Text>
      <Group gap="sm">
        <Button onClick={start}>{t('rfqs.create.start')}</Button>
        <Button component={Link} to={RFQ_PATHS.myDrafts} variant="default">
          {t('rfqs.create.drafts')}
        </Button>
      </Group>
    </Stack>
  );
}

export { CreateRfqPage as Component };
