import { Badge, Loader } from '@mantine/core';
import { IconAlertCircle, IconCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FileUploadStatus } from '@steelyard/domain/file-size';

const STYLE: Record<FileUploadStatus, { color: string; key: string }> = {
  Uploading: { color: 'steel', key: 'shared.fileUpload.uploading' },
  Success: { color: 'green.9', key: 'shared.fileUpload.success' },
  Error: { color: 'red.8', key: 'shared.fileUpload.error' },
};

/** A badge for the upload status of one file. */
export function FileUploadStatusBadge({ status }: { status: FileUploadStatus }) {
  const { t } = useTranslation();
  const { color, key } = STYLE[status];
  const icon =
    status === 'Uploading' ? (
      <Loader size={10} color="white" />
    ) : status === 'Success' ? (
      <IconCheck size={12} aria-hidden />
    ) : (
      <IconAlertCircle size={12} aria-hidden />
    );
  return (
    <Badge color={color} leftSection={icon} variant="filled" role="status">
      {t(key)}
    </Badge>
  );
}
