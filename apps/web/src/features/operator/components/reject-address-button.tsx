import { useTranslation } from 'react-i18next';
import type { PendingAddress } from '@steelyard/domain/admin-addresses';
import { ReasonButton } from './reason-button';

interface RejectAddressButtonProps {
  address: PendingAddress;
  disabled?: boolean;
  /** Sends the rejection; resolves true when the dialog may close (done, or already handled elsewhere). */
  onReject: (reason: string) => Promise<boolean>;
}

/** "Reject" with a dialog asking for the reason the organisation's managers see and receive by e-mail. */
export function RejectAddressButton({ address, disabled = false, onReject }: RejectAddressButtonProps) {
  const { t } = useTranslation();
  return (
    <ReasonButton
      size="xs"
      label={t('operator.addressQueue.reject')}
      ariaLabel={t('operator.addressQueue.rejectAddress', { name: address.name })}
      title={t('operator.addressQueue.rejectTitle')}
      intro={t('operator.addressQueue.rejectOf', { name: address.name, organisation: address.organisation.name })}
      reasonHint={t('operator.addressQueue.reasonHint')}
      confirmLabel={t('operator.addressQueue.rejectConfirm')}
      disabled={disabled}
      onConfirm={onReject}
    />
  );
}
