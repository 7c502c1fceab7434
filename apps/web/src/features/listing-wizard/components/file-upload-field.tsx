import { ActionIcon, Button, FileButton, Group, Input, Progress, Stack, Text } from '@mantine/core';
import { IconTrash, IconUpload, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DOCUMENT_KIND_RULES, DOCUMENT_MESSAGES, type DocumentReference } from '@steelyard/domain/documents';
import { parseFieldMessage } from '@steelyard/domain/field-messages';
import { LISTING_FILE_COUNT_LIMITS } from '@steelyard/domain/listing-files';
import { isApiError } from '../../../shared/api/api-error';
import { FileSize } from '../../../shared/forms/file-size';
import { FileUploadStatusBadge } from '../../../shared/forms/file-upload-status';
import { validateFile } from '../../../shared/forms/file-upload';
import { VALIDATION_MESSAGES } from '../../../shared/forms/validation-messages';
import { uploadDocument } from '../api/documents';
import { removeFile } from '../model/wizard-form';
import { UPLOAD_KINDS, type UploadEntry, type UploadSlot } from '../model/wizard-state';
import { PictureFileItem } from './picture-file-item';
import { useWizard } from './wizard-context';

let uploadSequence = 0;

/** The message of a refused or failed upload: the server's file messages, else a general failure. */
export function uploadErrorOf(error: unknown): NonNullable<UploadEntry['error']> {
  if (!isApiError(error)) return { key: 'listing-wizard.uploads.failed' };
  const field = parseFieldMessage(error.reason);
  if (field?.key === 'fileTooLarge') return { key: VALIDATION_MESSAGES.fileTooLarge, values: field.params };
  if (field?.key === 'unsupportedFileType') return { key: VALIDATION_MESSAGES.unsupportedFileType };
  const known = (Object.keys(DOCUMENT_MESSAGES) as (keyof typeof DOCUMENT_MESSAGES)[]).find(
    (key) => key.startsWith('packageList') && DOCUMENT_MESSAGES[key] === error.reason,
  );
  return { key: known ? `listing-wizard.uploads.${known}` : 'listing-wizard.uploads.failed' };
}

function filesOf(slot: UploadSlot, form: ReturnType<typeof useWizard>['state']['form']): DocumentReference[] {
  if (slot === 'packageDocument') return form.packageDocument ? [form.packageDocument] : [];
  return form[slot];
}

interface FileUploadFieldProps {
  slot: UploadSlot;
  label: string;
  description?: string;
  required?: boolean;
}

/**
 * Uploads of one kind (pictures, certificates, the package list): type and size are checked
 * first (spec 001 §5 messages), then each file uploads with its progress; while any is uploading
 * the wizard's Next, Save and Submit wait. Uploaded files can be taken out again.
 */
export function FileUploadField({ slot, label, description, required = false }: FileUploadFieldProps) {
  const { t } = useTranslation();
  const { state, dispatch, change, messageOf } = useWizard();
  const kind = UPLOAD_KINDS[slot];
  const rules = DOCUMENT_KIND_RULES[kind];
  const files = filesOf(slot, state.form);
  const entries = state.uploads.filter((u) => u.slot === slot);
  const single = slot === 'packageDocument';
  // the files uploaded here keep the upload status "Success" (spec 001 §3) beside them; earlier ones have none
  const [uploaded, setUploaded] = useState<ReadonlySet<string>>(() => new Set());
  // uploads still running, or done and waiting for one chosen before them, take a place too
  const room = single
    ? 1
    : LISTING_FILE_COUNT_LIMITS[kind] - files.length - entries.filter((e) => e.status !== 'Error').length;
  // files chosen beyond the limit are not uploaded, and the seller is told so (issue 23, item 14)
  const [overLimit, setOverLimit] = useState<{ room: number; notAdded: number } | null>(null);

  const start = (file: File) => {
    const id = `upload-${++uploadSequence}`;
    dispatch({ type: 'uploadStarted', entry: { id, slot, fileName: file.name, size: file.size } });
    const refused = validateFile(file, { maxBytes: rules.maxBytes, accept: rules.accept });
    if (refused) {
      dispatch({ type: 'uploadFailed', id, error: refused });
      return;
    }
    uploadDocument(kind, file, (progress) => dispatch({ type: 'uploadProgress', id, progress }))
      .then((reference) => {
        setUploaded((done) => new Set(done).add(reference.documentId));
        dispatch({ type: 'uploadDone', id, file: reference });
      })
      .catch((error: unknown) => dispatch({ type: 'uploadFailed', id, error: uploadErrorOf(error) }));
  };

  const onPick = (picked: File | File[] | null) => {
    const list = picked === null ? [] : Array.isArray(picked) ? picked : [picked];
    const accepted = list.slice(0, Math.max(room, 0));
    setOverLimit(
      list.length > accepted.length ? { room: Math.max(room, 0), notAdded: list.length - accepted.length } : null,
    );
    accepted.forEach(start);
  };

  return (
    <Input.Wrapper label={label} description={description} withAsterisk={required} error={messageOf(slot)}>
      <Stack gap="xs" mt={6}>
        {slot === 'pictures' && files.length > 0 && (
          <Stack component="ul" gap="xs" m={0} p={0} style={{ listStyle: 'none' }} aria-label={label}>
            {files.map((file, index) => (
              <PictureFileItem
                key={file.documentId}
                file={file}
                index={index}
                count={files.length}
                status={uploaded.has(file.documentId) && <FileUploadStatusBadge status="Success" />}
              />
            ))}
          </Stack>
        )}
        {slot !== 'pictures' && files.length > 0 && (
          <Stack component="ul" gap={4} m={0} p={0} style={{ listStyle: 'none' }}>
            {files.map((file) => (
              <Group component="li" key={file.documentId} gap="xs" wrap="nowrap">
                <Text size="sm" style={{ wordBreak: 'break-all' }}>
                  {file.meta.fileName}
                </Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  <FileSize bytes={file.meta.size} />
                </Text>
                {uploaded.has(file.documentId) && <FileUploadStatusBadge status="Success" />}
                <ActionIcon
                  variant="subtle"
                  color="red.8"
                  size="sm"
                  onClick={() => change((form) => removeFile(form, slot, file.documentId))}
                  aria-label={t('listing-wizard.uploads.remove', { fileName: file.meta.fileName })}
                >
                  <IconTrash size={14} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        {entries.map((entry) => (
          <Stack key={entry.id} gap={4} data-testid="upload-entry">
            <Group gap="xs" wrap="nowrap">
              <Text size="sm" style={{ wordBreak: 'break-all' }}>
                {entry.fileName}
              </Text>
              <FileUploadStatusBadge status={entry.status} />
              {entry.status === 'Error' && (
                <ActionIcon
                  variant="subtle"
                  size="sm"
                  onClick={() => dispatch({ type: 'uploadDismissed', id: entry.id })}
                  aria-label={t('listing-wizard.uploads.dismiss', { fileName: entry.fileName })}
                >
                  <IconX size={14} aria-hidden />
                </ActionIcon>
              )}
            </Group>
            {entry.status === 'Uploading' && (
              <Progress
                value={entry.progress}
                size="sm"
                aria-label={t('listing-wizard.uploads.progress', { fileName: entry.fileName })}
              />
            )}
            {entry.error && (
              <Text size="sm" c="red.8" role="alert">
                {t(entry.error.key, entry.error.values ?? {})}
              </Text>
            )}
          </Stack>
        ))}
        {overLimit && (
          <Text size="sm" c="red.8" role="alert">
            {t(slot === 'pictures' ? 'listing-wizard.uploads.roomPictures' : 'listing-wizard.uploads.roomFiles', {
              count: overLimit.room,
            })}{' '}
            {t('listing-wizard.uploads.notAdded', { count: overLimit.notAdded })}
          </Text>
        )}
        {room > 0 && (
          <FileButton onChange={onPick} accept={rules.accept.join(',')} multiple={!single}>
            {(props) => (
              <Button {...props} variant="default" leftSection={<IconUpload size={16} aria-hidden />} w="fit-content">
                {t(single && files.length > 0 ? 'listing-wizard.uploads.replace' : 'listing-wizard.uploads.choose')}
              </Button>
            )}
          </FileButton>
        )}
      </Stack>
    </Input.Wrapper>
  );
}
