import { Alert, Text } from '@mantine/core';
import { IconAlertCircle, IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** Why another sign-in screen sent the user back to /login. */
export const LOGIN_NOTICES = [
  'challengeTimeout',
  'temporaryPasswordTimeout',
  'challengeEnded',
  'passwordSet',
  'linkUsed',
] as const;
export type LoginNotice = (typeof LOGIN_NOTICES)[number];

/** Router state of a navigation to /login: the notice to show and the e-mail to fill in. */
export interface LoginNavigationState {
  loginNotice?: LoginNotice;
  email?: string;
}

/** Reads the router state of /login, ignoring anything that is not ours. */
export function readLoginNavigationState(state: unknown): LoginNavigationState {
  if (typeof state !== 'object' || state === null) return {};
  const s = state as Record<string, unknown>;
  const notice = LOGIN_NOTICES.find((n) => n === s.loginNotice);
  return {
    ...(notice ? { loginNotice: notice } : {}),
    ...(typeof s.email === 'string' ? { email: s.email } : {}),
  };
}

const LOOK: Record<LoginNotice, { color: string; text: string; role: 'alert' | 'status' }> = {
  challengeTimeout: { color: 'red', text: 'red.9', role: 'alert' },
  temporaryPasswordTimeout: { color: 'red', text: 'red.9', role: 'alert' },
  challengeEnded: { color: 'red', text: 'red.9', role: 'alert' },
  passwordSet: { color: 'green', text: 'green.9', role: 'status' },
  linkUsed: { color: 'blue', text: 'blue.9', role: 'status' },
};

/** A notice above the login form: a timed-out challenge (error), a password set, a link already used. */
export function LoginNoticeAlert({ notice }: { notice: LoginNotice }) {
  const { t } = useTranslation();
  const look = LOOK[notice];
  const Icon = look.color === 'red' ? IconAlertCircle : look.color === 'green' ? IconCircleCheck : IconInfoCircle;
  return (
    <Alert color={look.color} variant="light" icon={<Icon aria-hidden />} role={look.role}>
      <Text size="sm" c={look.text}>
        {t(`auth.login.notices.${notice}`)}
      </Text>
    </Alert>
  );
}
