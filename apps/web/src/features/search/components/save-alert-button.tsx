import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ALERT_COMMENT_MAX_LENGTH } from '@steelyard/domain/alerts';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { notify } from '../../../shared/ui/notify';
import { useSaveSearchAlert } from '../api/save-search-alert';

/**
 * "Save as alert" on the results (spec 001 §2): the current search becomes an alert that is
 * switched on, with an optional comment; a notice says how many listings it finds now and Create
 * Alert is tracked, or the notice says it could not be created (spec 001 §8).
 */
export function SaveAlertButton({ filterQuery }: { filterQuery: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [comment, setComment] = useState('');
  const save = useSaveSearchAlert();

  const close = () => {
    setOpened(false);
    setComment('');
  };
  const submit = () => {
    const trimmed = comment.trim();
    save.mutate(
      { filterQuery, comment: trimmed === '' ? null : trimmed },
      {
        onSuccess: (reply) => {
          trackEvent(ANALYTICS_EVENTS.createAlert, {
            type: 'SEARCH',
            filter: filterQuery,
            numberOfListings: reply.numberOfListings,
            withComment: trimmed !== '',
          });
          notify({ level: 'SUCCESS', message: t('search.saveAlert.saved', { count: reply.numberOfListings }) });
          close();
        },
        onError: () => notify({ level: 'ERROR', message: t('search.saveAlert.failed') }),
      },
    );
  };

  return (
    <>
      <Button variant="light" leftSection={<IconBellPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('search.saveAlert.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('search.saveAlert.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('search.saveAlert.intro')}</Text>
          <Textarea
            label={t('search.saveAlert.comment')}
            description={t('search.saveAlert.commentHint', {
              remaining: ALERT_COMMENT_MAX_LENGTH - comment.length,
            })}
            value={comment}
            onChange={(event) => setComment(event.currentTarget.value)}
            maxLength={ALERT_COMMENT_MAX_LENGTH}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              {t('search.saveAlert.cancel')}
            </Button>
            <Button onClick={submit} loading={save.isPending}>
              {t('search.saveAlert.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
