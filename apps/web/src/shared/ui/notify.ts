import { notifications } from '@mantine/notifications';
import i18next from 'i18next';
import { SUCCESS_NOTIFICATION_MS, TOAST_MS } from '@steelyard/domain/constants';

/** Notification levels of spec 000 §3. */
export const NOTIFICATION_LEVELS = ['INFO', 'SUCCESS', 'WARNING', 'ERROR'] as const;
export type NotificationLevel = (typeof NOTIFICATION_LEVELS)[number];

export interface NotifyOptions {
  level: NotificationLevel;
  /** Already translated text. */
  message: string;
  title?: string;
  /** Critical notices stay until dismissed. */
  critical?: boolean;
  id?: string;
  /** A shorter life than the level's (the cart reminders' 5 s). */
  autoCloseMs?: number;
  /** 'status' when the page shows and announces the same message itself (no second assertive alert). */
  role?: 'alert' | 'status';
}

const COLORS: Record<NotificationLevel, string> = {
  INFO: 'steel',
  SUCCESS: 'green.8',
  WARNING: 'orange.9',
  ERROR: 'red.8',
};

/** Success notices close after 4 s, other toasts after 10 s, critical ones never (spec 000 §4). */
export function autoCloseFor(level: NotificationLevel, critical = false): number | false {
  if (critical) return false;
  return level === 'SUCCESS' ? SUCCESS_NOTIFICATION_MS : TOAST_MS;
}

export function notify(options: NotifyOptions): string {
  return notifications.show({
    id: options.id,
    title: options.title,
    message: options.message,
    color: COLORS[options.level],
    autoClose: options.autoCloseMs ?? autoCloseFor(options.level, options.critical),
    withBorder: true,
    role: options.role ?? (options.level === 'ERROR' || options.level === 'WARNING' ? 'alert' : 'status'),
    closeButtonProps: { 'aria-label': i18next.t('shared.notifications.close') },
  });
}
