import { useTranslation } from 'react-i18next';
import { ReasonButton } from './reason-button';

interface RejectListingButtonProps {
  /** "CL-000012 of Demo Steel Trading Ltd": what the dialog names. */
  number: string;
  organisation: string;
  disabled?: boolean;
  /** The changes to a live listing are rejected, not the listing (decision 142). */
  revision?: boolean;
  /** Sends the rejection; resolves true when the dialog may close (done, or already decided elsewhere). */
  onReject: (reason: string) => Promise<boolean>;
}

/** "Reject" with a dialog asking for the reason the seller reads on the listing (required). */
export function RejectListingButton({
  number,
  organisation,
  disabled = false,
  revision = false,
  onReject,
}: RejectListingButtonProps) {
  const { t } = useTranslation();
  const key = (plain: string, changes: string) => `operator.listingReview.${revision ? changes : plain}`;
  return (
    <ReasonButton
      label={t(key('reject', 'rejectRevision'))}
      ariaLabel={t(key('rejectNamed', 'rejectRevisionNamed'), { number })}
      title={t(key('rejectTitle', 'rejectRevisionTitle'))}
      intro={t('operator.listingReview.rejectOf', { number, organisation })}
      reasonHint={t(key('reasonHint', 'rejectRevisionHint'))}
      confirmLabel={t(key('rejectConfirm', 'rejectRevisionConfirm'))}
      disabled={disabled}
      onConfirm={onReject}
    />
  );
}
