import { ActionIcon, Badge, Box, Group, Image, Loader, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DocumentReference } from '@steelyard/domain/documents';
import { PictureThumbnail } from './picture-thumbnail';
import { usePicture } from './use-picture';

interface PictureGalleryProps {
  pictures: readonly DocumentReference[];
  /** Shown instead of the gallery when there are no pictures. */
  emptyText?: string;
  'aria-label'?: string;
}

/** The picture at full size in the viewer, a loader while its address comes. */
function LargePicture({ file }: { file: DocumentReference }) {
  const url = usePicture(file.documentId);
  if (!url) {
    return (
      <Box h={240} style={{ display: 'grid', placeItems: 'center' }}>
        <Loader size="sm" aria-hidden />
      </Box>
    );
  }
  return <Image src={url} alt={file.meta.fileName} fit="contain" mah="70vh" w="100%" radius="sm" />;
}

/**
 * A listing's pictures in the seller's order as thumbnails (the main one marked); a click opens
 * a larger view with previous and next (also the arrow keys), full screen on a phone. Escape and
 * the close button leave it, and focus goes back to the thumbnail (Mantine's Modal).
 */
export function PictureGallery({ pictures, emptyText, 'aria-label': ariaLabel }: PictureGalleryProps) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<number | null>(null);
  const phone = useMediaQuery('(max-width: 36em)');
  if (pictures.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  const count = pictures.length;
  const step = (offset: number) => setShown((index) => (index === null ? null : (index + offset + count) % count));
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') step(-1);
    if (event.key === 'ArrowRight') step(1);
  };
  const current = shown === null ? null : pictures[shown];

  return (
    <>
      <Group component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={ariaLabel}>
        {pictures.map((file, index) => (
          <Box component="li" key={file.documentId} pos="relative">
            <UnstyledButton
              onClick={() => setShown(index)}
              aria-label={t('shared.listings.pictures.open', { index: index + 1, count, fileName: file.meta.fileName })}
              style={{ display: 'block', borderRadius: 'var(--mantine-radius-sm)' }}
            >
              <PictureThumbnail file={file} alt="" w={112} h={84} />
            </UnstyledButton>
            {file.main && (
              <Badge size="xs" variant="filled" pos="absolute" top={4} left={4} style={{ pointerEvents: 'none' }}>
                {t('shared.listings.pictures.main')}
              </Badge>
            )}
          </Box>
        ))}
      </Group>
      <Modal
        opened={current != null}
        onClose={() => setShown(null)}
        title={shown === null ? '' : t('shared.listings.pictures.viewerTitle', { index: shown + 1, count })}
        size="xl"
        fullScreen={phone}
        centered
        onKeyDown={onKeyDown}
        closeButtonProps={{ 'aria-label': t('shared.dialog.close') }}
      >
        {current && (
          <Stack gap="sm">
            <LargePicture file={current} />
            <Group justify="space-between" wrap="nowrap">
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => step(-1)}
                disabled={count < 2}
                aria-label={t('shared.listings.pictures.previous')}
              >
                <IconChevronLeft size={18} aria-hidden />
              </ActionIcon>
              <Text size="sm" ta="center" style={{ wordBreak: 'break-all' }}>
                {current.meta.fileName}
              </Text>
              <ActionIcon
                variant="default"
                size="lg"
                onClick={() => step(1)}
                disabled={count < 2}
                aria-label={t('shared.listings.pictures.next')}
              >
                <IconChevronRight size={18} aria-hidden />
              </ActionIcon>
            </Group>
          </Stack>
        )}
      </Modal>
    </>
  );
}
