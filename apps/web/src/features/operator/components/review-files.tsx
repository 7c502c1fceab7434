import { Anchor, Button, Group, Image, Skeleton, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf, IconPhotoOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES_SHOWN_BEFORE_MORE } from '@steelyard/domain/constants';
import type { DocumentReference } from '@steelyard/domain/documents';
import { FileSize } from '../../../shared/forms/file-size';
import { notify } from '../../../shared/ui/notify';
import { getAdminDocumentExchange } from '../api/listing-review';
import { operatorDocumentKeys } from '../api/query-keys';
import { thumbnailSrcSet } from '../../../shared/listings/use-picture';

// exchanged addresses live five minutes; a thumbnail asks again well before
const THUMBNAIL_STALE_MS = 4 * 60_000;

/** Opens a file in a new tab through the operators' exchange; the tab opens first so popup blockers allow it. */
async function openForOperator(documentId: string): Promise<void> {
  const tab = window.open('', '_blank');
  try {
    const { url } = await getAdminDocumentExchange(documentId);
    if (tab) {
      tab.opener = null;
      tab.location.href = url;
    } else {
      window.location.assign(url);
    }
  } catch (error) {
    tab?.close();
    throw error;
  }
}

function useOpenFile() {
  const { t } = useTranslation();
  return (file: DocumentReference) =>
    openForOperator(file.documentId).catch(() =>
      notify({ level: 'ERROR', message: t('operator.listingReview.fileFailed') }),
    );
}

function Thumbnail({ file }: { file: DocumentReference }) {
  const { t } = useTranslation();
  const open = useOpenFile();
  const exchange = useQuery({
    queryKey: operatorDocumentKeys.thumbnail(file.documentId),
    queryFn: () => getAdminDocumentExchange(file.documentId, file.thumbnail ? 'thumbnail' : 'original'),
    staleTime: THUMBNAIL_STALE_MS,
    retry: false,
    meta: { silent: true },
  });
  const label = t('operator.listingReview.openFile', { fileName: file.meta.fileName });
  return (
    <UnstyledButton onClick={() => void open(file)} aria-label={label} title={file.meta.fileName}>
      {exchange.isPending ? (
        <Skeleton w={112} h={84} radius="sm" />
      ) : exchange.isError ? (
        <Stack w={112} h={84} align="center" justify="center" bg="gray.1" style={{ borderRadius: 4 }}>
          <IconPhotoOff size={24} aria-hidden />
        </Stack>
      ) : (
        <Image
          src={exchange.data.url}
          srcSet={thumbnailSrcSet(exchange.data)}
          sizes="112px"
          loading="lazy"
          decoding="async"
          alt={file.meta.fileName}
          w={112}
          h={84}
          fit="cover"
          radius="sm"
        />
      )}
    </UnstyledButton>
  );
}

/** Pictures as thumbnails, three at first and then "show more"; a click opens the picture. */
export function ReviewPictures({ files }: { files: readonly DocumentReference[] }) {
  const { t } = useTranslation();
  const [all, setAll] = useState(false);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('operator.listingReview.noPictures')}
      </Text>
    );
  }
  const hidden = files.length - FILES_SHOWN_BEFORE_MORE;
  return (
    <Stack gap="xs" align="flex-start">
      <Group gap="xs">
        {(all ? files : files.slice(0, FILES_SHOWN_BEFORE_MORE)).map((file) => (
          <Thumbnail key={file.documentId} file={file} />
        ))}
      </Group>
      {hidden > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? t('shared.listings.documents.showLess') : t('shared.listings.documents.showMore', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}

/** Certificates and package lists by name and size, three at first; a click opens the file. */
export function ReviewDocuments({ files }: { files: readonly DocumentReference[] }) {
  const { t } = useTranslation();
  const open = useOpenFile();
  const [all, setAll] = useState(false);
  if (files.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        {t('operator.listingReview.noCertificates')}
      </Text>
    );
  }
  const hidden = files.length - FILES_SHOWN_BEFORE_MORE;
  return (
    <Stack gap={6} align="flex-start">
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }}>
        {(all ? files : files.slice(0, FILES_SHOWN_BEFORE_MORE)).map((file) => {
          const Icon = file.kind === 'PACKAGE_LIST' ? IconFileSpreadsheet : IconFileTypePdf;
          return (
            <Group component="li" key={file.documentId} gap="xs" wrap="nowrap">
              <Icon size={18} aria-hidden />
              <Anchor
                component="button"
                type="button"
                size="sm"
                onClick={() => void open(file)}
                aria-label={t('operator.listingReview.openFile', { fileName: file.meta.fileName })}
                style={{ wordBreak: 'break-all', textAlign: 'start' }}
              >
                {file.meta.fileName}
              </Anchor>
              <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                <FileSize bytes={file.meta.size} />
              </Text>
            </Group>
          );
        })}
      </Stack>
      {hidden > 0 && (
        <Button variant="subtle" size="compact-sm" onClick={() => setAll((v) => !v)} aria-expanded={all}>
          {all ? t('shared.listings.documents.showLess') : t('shared.listings.documents.showMore', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}
