import { ActionIcon, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentReference } from '@steelyard/domain/documents';
import { FileSize } from '../../../shared/forms/file-size';
import { PictureThumbnail } from '../../../shared/listings/picture-thumbnail';
import { movePicture, removeFile, setMainPicture } from '../model/wizard-form';
import { useWizard } from './wizard-context';

interface PictureFileItemProps {
  file: DocumentReference;
  index: number;
  count: number;
  /** The upload status badge, for pictures uploaded on this screen. */
  status: ReactNode;
}

/**
 * One uploaded picture in the wizard: its thumbnail, name and size, and the seller's choices: its
 * place in the order (up and down buttons, which keyboards and screen readers reach), whether it is
 * the main picture (the search card's), or taking it out.
 */
export function PictureFileItem({ file, index, count, status }: PictureFileItemProps) {
  const { t } = useTranslation();
  const { change } = useWizard();
  const fileName = file.meta.fileName;
  const move = (offset: -1 | 1) => change((form) => movePicture(form, file.documentId, offset));
  return (
    <Group component="li" gap="sm" wrap="nowrap" align="flex-start" data-testid="picture-item">
      <PictureThumbnail file={file} alt="" w={80} h={60} />
      <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
        <Group gap="xs" wrap="wrap">
          <Text size="sm" style={{ wordBreak: 'break-all' }}>
            {fileName}
          </Text>
          <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
            <FileSize bytes={file.meta.size} />
          </Text>
          {status}
          {file.main && <Badge size="sm">{t('listing-wizard.uploads.mainPicture')}</Badge>}
        </Group>
        <Group gap={4} wrap="wrap">
          <ActionIcon
            variant="default"
            size="md"
            onClick={() => move(-1)}
            disabled={index === 0}
            aria-label={t('listing-wizard.uploads.moveUp', { fileName })}
          >
            <IconArrowUp size={14} aria-hidden />
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="md"
            onClick={() => move(1)}
            disabled={index === count - 1}
            aria-label={t('listing-wizard.uploads.moveDown', { fileName })}
          >
            <IconArrowDown size={14} aria-hidden />
          </ActionIcon>
          {!file.main && (
            <Button
              variant="subtle"
              size="compact-sm"
              onClick={() => change((form) => setMainPicture(form, file.documentId))}
              aria-label={t('listing-wizard.uploads.setMainFor', { fileName })}
            >
              {t('listing-wizard.uploads.setMain')}
            </Button>
          )}
          <ActionIcon
            variant="subtle"
            color="red.8"
            size="md"
            onClick={() => change((form) => removeFile(form, 'pictures', file.documentId))}
            aria-label={t('listing-wizard.uploads.remove', { fileName })}
          >
            <IconTrash size={14} aria-hidden />
          </ActionIcon>
        </Group>
      </Stack>
    </Group>
  );
}
