import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { IconBellPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { ALERT_COMMENT_MAX_LENGTH, createAlertBody } from '@steelyard/domain/alerts';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { notify } from '../../../shared/ui/notify';
import { useSaveSearchAlert } from '../api/save-search-alert';
import { searchMessageKey } from '../model/search-form-values';

/** The dialog's one field: the comment as the create-alert body takes it (trimmed, at most 500 characters). */
const saveAlertSchema = createAlertBody.pick({ comment: true });
type SaveAlertValues = z.input<typeof saveAlertSchema>;
type SaveAlertForm = z.output<typeof saveAlertSchema>;

/**
 * "Save as alert" on the results (spec 001 §2): the current search becomes an alert that is
 * switched on, with an optional comment; a notice says how many listings it finds now and Create
 * Alert is tracked, or the notice says it could not be created (spec 001 §8).
 */
export function SaveAlertButton({ filterQuery }: { filterQuery: string }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const form = useForm<SaveAlertValues, unknown, SaveAlertForm>({
    mode: 'onTouched',
    defaultValues: { comment: '' },
    resolver: zodResolver(saveAlertSchema),
  });
  const comment = form.watch('comment') ?? '';
  // the comment's message is a field message of spec 000 §5 (ALERT_MESSAGES.commentTooLong), as the search form's
  const messageKey = searchMessageKey(form.formState.errors.comment?.message);
  const save = useSaveSearchAlert();

  const close = () => {
    setOpened(false);
    form.reset();
  };
  const submit = form.handleSubmit((values) => {
    const text = values.comment ?? '';
    save.mutate(
      { filterQuery, comment: text === '' ? null : text },
      {
        onSuccess: (reply) => {
          trackEvent(ANALYTICS_EVENTS.createAlert, {
            type: 'SEARCH',
            filter: filterQuery,
            numberOfListings: reply.numberOfListings,
            withComment: text !== '',
          });
          notify({ level: 'SUCCESS', message: t('search.saveAlert.saved', { count: reply.numberOfListings }) });
          close();
        },
        onError: () => notify({ level: 'ERROR', message: t('search.saveAlert.failed') }),
      },
    );
  });

  return (
    <>
      <Button variant="light" leftSection={<IconBellPlus size={16} aria-hidden />} onClick={() => setOpened(true)}>
        {t('search.saveAlert.button')}
      </Button>
      <Modal opened={opened} onClose={close} title={t('search.saveAlert.title')} centered>
        <Stack gap="md">
          <Text size="sm">{t('search.saveAlert.intro')}</Text>
          <Textarea
            {...form.register('comment')}
            label={t('search.saveAlert.comment')}
            description={t('search.saveAlert.commentHint', {
              remaining: ALERT_COMMENT_MAX_LENGTH - comment.length,
            })}
            error={messageKey ? t(messageKey) : undefined}
            maxLength={ALERT_COMMENT_MAX_LENGTH}
            autosize
            minRows={2}
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} disabled={save.isPending}>
              {t('search.saveAlert.cancel')}
            </Button>
            <Button onClick={() => void submit()} loading={save.isPending}>
              {t('search.saveAlert.submit')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
}
