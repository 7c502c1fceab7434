import { Alert } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EmailValidationErrorKey } from '@steelyard/domain/account-messages';

/** A notice carried to /account in router state (the e-mail validation link's outcome). */
export type AccountNotice =
  { kind: 'emailChanged'; email: string } | { kind: 'emailNotChanged'; reason: EmailValidationErrorKey };

export interface AccountNavigationState {
  accountNotice?: AccountNotice;
}

/** The notice of the router state, if it is one. */
export function readAccountNotice(state: unknown): AccountNotice | null {
  if (typeof state !== 'object' || state === null) return null;
  const notice = (state as AccountNavigationState).accountNotice;
  if (!notice || (notice.kind !== 'emailChanged' && notice.kind !== 'emailNotChanged')) return null;
  return notice;
}

/** The notice at the top of /account until the user closes it. */
export function AccountNoticeAlert({ notice }: { notice: AccountNotice }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(true);
  if (!open) return null;
  const success = notice.kind === 'emailChanged';
  return (
    <Alert
      color={success ? 'green' : 'red'}
      variant="light"
      role={success ? 'status' : 'alert'}
      icon={success ? <IconCircleCheck aria-hidden /> : <IconAlertCircle aria-hidden />}
      withCloseButton
      closeButtonLabel={t('account.notices.close')}
      onClose={() => setOpen(false)}
    >
      {success
        ? t('account.notices.emailChanged', { email: notice.email })
        : t(`account.notices.emailNotChanged.${notice.reason}`)}
    </Alert>
  );
}
