import { Stack, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PACKAGE_DESCRIPTION_MAX_LENGTH, PACKAGE_TITLE_MAX_LENGTH } from '@steelyard/domain/material-rules';
import { FileUploadField } from './file-upload-field';
import { TextField, useWizardField } from './form-fields';
import { PackageListPreview } from './package-list-preview';
import { StepSection } from './step-section';
import { useWizard } from './wizard-context';

/** Step LIST_UPLOAD (packages): title, description and the Excel package list, whose rows are shown once read. */
export function StepListUpload() {
  const { t } = useTranslation();
  const { state, messageOf } = useWizard();
  const form = state.form;
  const description = useWizardField('packageDescription');
  return (
    <StepSection title={t('listing-wizard.steps.LIST_UPLOAD')}>
      <TextField
        field="packageTitle"
        label={t('listing-wizard.listUpload.title')}
        maxLength={PACKAGE_TITLE_MAX_LENGTH}
        required
      />
      <Textarea
        label={t('listing-wizard.listUpload.description')}
        value={description.value as string}
        onChange={(event) => description.onChange(event.currentTarget.value)}
        onBlur={description.onBlur}
        error={messageOf('packageDescription')}
        maxLength={PACKAGE_DESCRIPTION_MAX_LENGTH}
        autosize
        minRows={3}
      />
      <FileUploadField
        slot="packageDocument"
        label={t('listing-wizard.listUpload.file')}
        description={t('listing-wizard.listUpload.fileHint')}
        required
      />
      {form.packageDocument && (
        <Stack gap="xs">
          <PackageListPreview documentId={form.packageDocument.documentId} />
        </Stack>
      )}
    </StepSection>
  );
}
