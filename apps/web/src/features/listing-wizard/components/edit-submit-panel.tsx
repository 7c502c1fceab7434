import { Alert, Button, Group, Paper, Stack } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mapListingError } from '@steelyard/domain/listing-messages';
import { isApiError } from '../../../shared/api/api-error';
import type { ListingUpdateOutcome } from '../../../shared/listings/listing-revision';
import { PATHS } from '../../../shared/navigation/paths';
import { ErrorAlert } from '../../../shared/ui/error-alert';
import { notify } from '../../../shared/ui/notify';
import { resubmitListing, updateListing } from '../api/edit-listing';
import { toUpdateBody } from '../model/wizard-bodies';
import type { EditTarget } from '../model/wizard-state';
import { issueOfMessage } from '../model/wizard-validation';
import { SellerTermsCheckbox, useSellerTermsForm } from './seller-terms-checkbox';
import { useWizard } from './wizard-context';
import { crossFeatureKeys } from '../../../shared/api/query-keys';

/** The seller's detail page of a listing or package. */
export function detailPathOf(target: EditTarget): string {
  const base = target.type === 'PACKAGE' ? PATHS.myPackageDetails : PATHS.myListingDetails;
  return `${base}/${encodeURIComponent(target.id)}`;
}

/** The catalogue key of a failed save: a field's known message, else the listing message (spec 001 §8). */
export function saveErrorKey(error: unknown): string {
  const detail = isApiError(error) ? error.details[0]?.message : undefined;
  if (detail) return issueOfMessage(detail).key;
  return `listing-wizard.errors.${isApiError(error) ? mapListingError(error.reason) : 'saveFailed'}`;
}

/**
 * Saving an edited listing (EDIT, spec 001 §4): a live one shows the renewal success page, which says
 * what buyers see now (a new price at once; the material, files and texts once the operator has
 * approved them, decision 142); a rejected one is saved, and with the seller terms also submitted
 * for review again. `finish` leaves the wizard for the given page (with router state).
 */
export function EditSubmitPanel({
  target,
  finish,
}: {
  target: EditTarget;
  finish: (to: string, state?: unknown) => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { state, currency, uploading } = useWizard();
  const terms = useSellerTermsForm();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const update = useMutation({ mutationFn: updateListing, meta: { silent: true } });
  const resubmit = useMutation({ mutationFn: resubmitListing, meta: { silent: true } });
  const live = target.status === 'PUBLISHED';
  const pending = update.isPending || resubmit.isPending;

  const save = async (andSubmit: boolean) => {
    try {
      const saved = await update.mutateAsync({ target, body: toUpdateBody(state.form, target, currency) });
      if (andSubmit) await resubmit.mutateAsync(target);
      void queryClient.invalidateQueries({
        queryKey: target.type === 'PACKAGE' ? crossFeatureKeys.packages : crossFeatureKeys.listings,
      });
      if (live) {
        const outcome: ListingUpdateOutcome = {
          number: target.number,
          change: 'EDIT',
          priceChanged: saved.netPricePerUnit !== target.netPricePerUnit,
          revisionWaiting: saved.hasPendingChanges,
        };
        finish(`${detailPathOf(target)}/renewed`, outcome);
        return;
      }
      notify({
        level: 'SUCCESS',
        message: t(andSubmit ? 'listing-wizard.edit.resubmitted' : 'listing-wizard.edit.saved', {
          number: target.number,
        }),
      });
      finish(detailPathOf(target));
    } catch (error) {
      setErrorKey(saveErrorKey(error));
    }
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="md">
        {errorKey && <ErrorAlert messageKey={errorKey} />}
        <Alert color="steel" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t(live ? 'listing-wizard.edit.liveNote' : 'listing-wizard.edit.rejectedNote')}
        </Alert>
        {!live && <SellerTermsCheckbox form={terms} />}
        <Group justify="flex-end" gap="sm">
          <Button
            variant={live ? 'filled' : 'light'}
            onClick={() => {
              setErrorKey(null);
              void save(false);
            }}
            loading={update.isPending && !resubmit.isPending}
            disabled={uploading || pending}
          >
            {t('listing-wizard.edit.save')}
          </Button>
          {!live && (
            <Button
              onClick={() => {
                setErrorKey(null);
                // a rejected listing goes back to review only with the seller terms
                void terms.handleSubmit(() => save(true))();
              }}
              loading={pending}
              disabled={uploading}
            >
              {t('listing-wizard.edit.saveAndSubmit')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
