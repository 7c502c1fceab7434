import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconFileTypePdf, IconFileSpreadsheet, IconPhoto, IconFile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FILES_SHOWN_BEFORE_MORE } from '@steelyard/domain/constants';
import type { DocumentReference } from '@steelyard/domain/documents';
import { FileSize } from '../forms/file-size';
import { notify } from '../ui/notify';
import { openDocument } from './document-exchange';

const ICONS = { PICTURE: IconPhoto, CERTIFICATE: IconFileTypePdf, PACKAGE_LIST: IconFileSpreadsheet } as const;

interface DocumentListProps {
  files: readonly DocumentReference[];
  /** Shown instead of the list when there are no files; nothing by default. */
  emptyText?: string;
  'aria-label'?: string;
}

/**
 * A list of a listing's files (spec 001 §3 File): name and size (KB below 1,000,000 bytes, else MB),
 * three at first and then a "show more" button; a click opens the file through the exchange call.
 */
export function DocumentList({ files, emptyText, 'aria-label': ariaLabel }: DocumentListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const [opening, setOpening] = useState<string | null>(null);
  if (files.length === 0) {
    return emptyText ? (
      <Text size="sm" c="dimmed">
        {emptyText}
      </Text>
    ) : null;
  }
  const shown = expanded ? files : files.slice(0, FILES_SHOWN_BEFORE_MORE);
  const hidden = files.length - FILES_SHOWN_BEFORE_MORE;

  const open = async (file: DocumentReference) => {
    setOpening(file.documentId);
    try {
      await openDocument(file.documentId);
    } catch {
      notify({ level: 'ERROR', message: t('shared.listings.documents.downloadFailed') });
    } finally {
      setOpening(null);
    }
  };

  return (
    <Stack gap="xs" align="flex-start">
      <Stack component="ul" gap={6} m={0} p={0} style={{ listStyle: 'none' }} aria-label={ariaLabel}>
        {shown.map((file) => {
          const Icon = ICONS[file.kind] ?? IconFile;
          return (
            <Group component="li" key={file.documentId} gap="xs" wrap="nowrap">
              <Icon size={18} aria-hidden />
              <Anchor
                component="button"
                type="button"
                onClick={() => void open(file)}
                disabled={opening === file.documentId}
                aria-label={t('shared.listings.documents.download', { fileName: file.meta.fileName })}
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
        <Button variant="subtle" size="compact-sm" onClick={() => setExpanded((v) => !v)} aria-expanded={expanded}>
          {expanded
            ? t('shared.listings.documents.showLess')
            : t('shared.listings.documents.showMore', { count: hidden })}
        </Button>
      )}
    </Stack>
  );
}
