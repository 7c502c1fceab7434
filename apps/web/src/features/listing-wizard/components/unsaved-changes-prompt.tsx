import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, type Location } from 'react-router';
import { isFromNavbar } from '../../../shared/navigation/paths';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog';
import { areaPathOf, WIZARD_PATHS } from '../wizard-paths';
import { useWizard } from './wizard-context';

/**
 * True when a navigation leaves the wizard's form: out of its area (`/listings/create`, or the
 * edited listing's `/listings/edit/…`), or "Create listing" in the navbar (a new form).
 */
export function leavesWizard(next: Pick<Location, 'pathname' | 'state'>, area: string = WIZARD_PATHS.start): boolean {
  const path = next.pathname.replace(/\/+$/, '');
  if (path !== area && !path.startsWith(`${area}/`)) return true;
  return path === WIZARD_PATHS.start && isFromNavbar(next.state);
}

/**
 * Leaving with unsaved changes asks first (spec 001 §4): a navigation out of the wizard waits for
 * a confirmation, and closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesPrompt() {
  const { t } = useTranslation();
  const { state } = useWizard();
  const blocker = useBlocker(({ nextLocation }) => state.dirty && leavesWizard(nextLocation, areaPathOf(state)));

  useEffect(() => {
    if (!state.dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [state.dirty]);

  return (
    <ConfirmDialog
      opened={blocker.state === 'blocked'}
      title={t('listing-wizard.unsaved.title')}
      onConfirm={() => blocker.proceed?.()}
      onCancel={() => blocker.reset?.()}
      danger
    >
      {t('listing-wizard.unsaved.body')}
    </ConfirmDialog>
  );
}
