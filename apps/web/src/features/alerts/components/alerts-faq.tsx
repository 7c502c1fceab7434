import { Accordion, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

const QUESTIONS = ['what', 'create', 'newResults', 'email', 'urgent'] as const;

/** The Q&A of My Alerts (spec 001 §2). */
export function AlertsFaq() {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" component="section" aria-labelledby="alerts-faq-title">
      <Title order={2} size="h4" id="alerts-faq-title">
        {t('alerts.faq.title')}
      </Title>
      <Accordion variant="separated">
        {QUESTIONS.map((q) => (
          <Accordion.Item key={q} value={q}>
            <Accordion.Control>{t(`alerts.faq.${q}.question`)}</Accordion.Control>
            <Accordion.Panel>{t(`alerts.faq.${q}.answer`)}</Accordion.Panel>
          </Accordion.Item>
        ))}
      </Accordion>
    </Stack>
  );
}
