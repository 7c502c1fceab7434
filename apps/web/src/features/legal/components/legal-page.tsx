import { Anchor, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfigStatus } from '../../../shared/config/public-config';
import { useLanguage } from '../../../shared/i18n/use-language';
import { useDocumentTitle } from '../../../shared/ui/document-title';
import { useLegalDocument } from '../api/load-legal-document';
import type { LegalPageId, LegalSection } from '../content/legal-types';
import { PageLoading, PageUnavailable } from '../../../shared/ui/page-state';

const LINKABLE = /(\S+@\S+\.[a-z]+|https:\/\/\S+)/g;

/** Turns e-mail addresses and web addresses in a sentence into links. */
function RichText({ text }: { text: string }) {
  const parts = text.split(LINKABLE);
  return (
    <>
      {parts.map((part, index) => {
        if (index % 2 === 0) return part;
        const clean = part.replace(/[).,;]+$/, '');
        const rest = part.slice(clean.length);
        const href = clean.startsWith('https://') ? clean : `mailto:${clean}`;
        return (
          <span key={index}>
            <Anchor href={href} underline="always">
              {clean}
            </Anchor>
            {rest}
          </span>
        );
      })}
    </>
  );
}

function Section({ section }: { section: LegalSection }) {
  return (
    <section id={section.id}>
      <Title order={2} size="h3">
        {section.heading}
      </Title>
      {section.lines && (
        <Text mt="xs" component="p">
          {section.lines.map((line, index) => (
            <span key={index}>
              {index > 0 && <br />}
              <RichText text={line} />
            </span>
          ))}
        </Text>
      )}
      {section.paragraphs?.map((paragraph, index) => (
        <Text key={index} mt="xs">
          <RichText text={paragraph} />
        </Text>
      ))}
      {section.items && (
        <List mt="xs" spacing={6}>
          {section.items.map((item, index) => (
            <List.Item key={index}>
              <RichText text={item} />
            </List.Item>
          ))}
        </List>
      )}
    </section>
  );
}

/** A legal or contact page for the region of this deployment, in the user's language. */
export function LegalPage({ page }: { page: LegalPageId }) {
  const { t } = useTranslation();
  const { language, locale } = useLanguage();
  const { config, settled } = usePublicConfigStatus();
  const { region, supportEmail } = config;
  const document = useLegalDocument({ page, region, language, locale, supportEmail }, settled);
  useDocumentTitle(document.data?.title ?? t(`legal.titles.${page}`));

  if (document.isPending) {
    return <PageLoading />;
  }
  if (document.isError) {
    return (
      <Stack>
        <Title order={1}>{t(`legal.titles.${page}`)}</Title>
        <PageUnavailable
          notFound={false}
          title={t('legal.loadFailed')}
          retry={{ onRetry: () => void document.refetch(), loading: document.isFetching }}
        />
      </Stack>
    );
  }
  const { title, intro, sections } = document.data;
  const anchored = sections.filter((section) => section.id);
  return (
    <Paper withBorder p={{ base: 'md', sm: 'xl' }} radius="md" className="sy-legal" maw={900}>
      <Stack gap="md">
        <Title order={1}>{title}</Title>
        <Text size="sm" c="dimmed">
          {t(`legal.regions.${region}`)}
        </Text>
        <Text>
          <RichText text={intro} />
        </Text>
        {anchored.length > 0 && (
          <nav aria-label={t('legal.onThisPage')}>
            <List size="sm" spacing={2}>
              {anchored.map((section) => (
                <List.Item key={section.id}>
                  <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
                </List.Item>
              ))}
            </List>
          </nav>
        )}
        {sections.map((section, index) => (
          <Section key={section.id ?? index} section={section} />
        ))}
      </Stack>
    </Paper>
  );
}
