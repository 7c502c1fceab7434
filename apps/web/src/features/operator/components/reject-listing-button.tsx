import { useTranslation } from 'react-i18next';
import { ReasonButton } from './reason-button';

interface RejectListingButtonProps {
  /** "CL-000012 of Demo Steel Trading Ltd": what the dialog names. */
  number: string;
  organisation: string;
  disabled?: boolean;
  /** Sends the rejection; resolves true when the dialog may close (done, or already decided elsewhere). */
  onReject: (reason: string) => Promise<boolean>;
}

/** "Reject" with a dialog asking for the reason the seller reads on the listing (required). */
export function RejectListingButton({ number, organisation, disabled = false, onReject }: RejectListingButtonProps) {
  const { t } = useTranslation();
  return (
    <ReasonButton
      label={t('operator.listingReview.reject')}
      ariaLabel={t('operator.listingReview.rejectNamed', { number })}
      title={t('operator.listingReview.rejectTitle')}
      intro={t('operator.listingReview.rejectOf', { number, organisation })}
      reasonHint={t('operator.listingReview.reasonHint')}
      confirmLabel={t('operator.listingReview.rejectConfirm')}
      disabled={disabled}
      onConfirm={onReject}
    />
  );
}
