import { Anchor, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { usePublicConfig } from '../../../shared/config/public-config';
import { PATHS } from '../../../shared/navigation/paths';
import { useDocumentTitle } from '../../../shared/ui/document-title';

/** Accounts are opened after vetting, so requesting one is an e-mail to the onboarding team. */
function RequestAccountPage() {
  const { t } = useTranslation();
  const { supportEmail } = usePublicConfig();
  useDocumentTitle(t('auth.requestAccount.title'));
  const mailto = `mailto:${supportEmail}?subject=${encodeURIComponent(t('auth.requestAccount.mailSubject'))}&body=${encodeURIComponent(t('auth.requestAccount.mailBody'))}`;
  return (
    <Stack gap="lg">
      <Title order={1}>{t('auth.requestAccount.title')}</Title>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="sm">
          <Text>{t('auth.requestAccount.intro')}</Text>
          <List size="sm" spacing={4}>
            <List.Item>{t('auth.requestAccount.needCompany')}</List.Item>
            <List.Item>{t('auth.requestAccount.needVat')}</List.Item>
            <List.Item>{t('auth.requestAccount.needRoles')}</List.Item>
          </List>
          <Text size="sm">{t('auth.requestAccount.vetting')}</Text>
          <Button component="a" href={mailto} leftSection={<IconMail size={18} aria-hidden />}>
            {t('auth.requestAccount.sendRequest')}
          </Button>
          <Anchor component={Link} to={PATHS.login} size="sm">
            {t('auth.common.backToLogin')}
          </Anchor>
        </Stack>
      </Paper>
    </Stack>
  );
}

export { RequestAccountPage as Component };
