import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wizardSteps } from '@steelyard/domain/listing-wizard';
import { ANALYTICS_EVENTS, trackEvent } from '../../../shared/analytics/analytics';
import { notify } from '../../../shared/ui/notify';
import { saveDraft } from '../api/drafts';
import { toDraftBody } from '../model/wizard-bodies';
import { stepOfField, validateDraft } from '../model/wizard-validation';
import { draftPath } from '../wizard-paths';
import { useWizard } from './wizard-context';

/** True when the user may keep drafts of the form's type (package drafts need PACKAGE_DRAFTS, spec 001 §6). */
export function useCanSaveDraft(): boolean {
  const { state, type, features } = useWizard();
  // an edited listing is saved as itself, never as a draft
  if (state.editing) return false;
  return type === 'LISTING' || features.includes('PACKAGE_DRAFTS');
}

/**
 * "Save as draft" at any step: checks only types and limits (validateDraft), then POSTs a new draft
 * or PUTs the saved one, clears the unsaved-changes flag and moves to the draft's own address.
 * The first save of a new draft is the "Create IMR Listing" event.
 */
export function useSaveDraft() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state, dispatch, type, currency } = useWizard();
  const mutation = useMutation({ mutationFn: saveDraft, meta: { silent: true } });

  const save = async ({ moveToDraftPath = true }: { moveToDraftPath?: boolean } = {}): Promise<boolean> => {
    const problems = validateDraft(state.form, type, currency);
    if (Object.keys(problems).length > 0) {
      const steps = new Set(Object.keys(problems).map((f) => stepOfField(type, f) ?? wizardSteps(type)[0]!));
      steps.forEach((step) => dispatch({ type: 'attempt', step }));
      notify({ level: 'ERROR', message: t('listing-wizard.draft.invalid') });
      return false;
    }
    const id = state.draftType === type ? state.draftId : null;
    try {
      const draft = await mutation.mutateAsync({ type, id, body: toDraftBody(state.form, type, currency) });
      dispatch({ type: 'saved', draftId: draft.id, draftType: type });
      notify({ level: 'SUCCESS', message: t('listing-wizard.draft.saved') });
      if (!id) {
        trackEvent(ANALYTICS_EVENTS.createImrListing, { listingType: type });
        if (moveToDraftPath) navigate(draftPath(draft.id, type), { replace: true });
      }
      return true;
    } catch {
      notify({ level: 'ERROR', message: t('listing-wizard.draft.saveFailed') });
      return false;
    }
  };
  return { save, pending: mutation.isPending };
}
