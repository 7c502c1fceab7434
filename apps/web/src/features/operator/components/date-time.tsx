import { Text, type TextProps } from '@mantine/core';
import { useLanguage } from '../../../shared/i18n/use-language';
import { formatDateTime, relativeTimeFormat } from '../../../shared/i18n/intl-formats';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

/** How long ago a moment was, in the reader's language ("3 days ago", "vor 2 Stunden", "hace 5 minutos"). */
export function formatTimeAgo(iso: string, locale: string, now: Date = new Date()): string {
  const elapsed = Math.max(0, now.getTime() - new Date(iso).getTime());
  const format = relativeTimeFormat(locale, { numeric: 'auto' });
  if (elapsed >= DAY_MS) return format.format(-Math.floor(elapsed / DAY_MS), 'day');
  if (elapsed >= HOUR_MS) return format.format(-Math.floor(elapsed / HOUR_MS), 'hour');
  return format.format(-Math.floor(elapsed / MINUTE_MS), 'minute');
}

/** A `<time>` with the date and time; with `ago`, how long ago it was on a second line. */
export function DateTime({ value, ago = false, ...props }: { value: string; ago?: boolean } & TextProps) {
  const { locale } = useLanguage();
  return (
    <Text component="time" dateTime={value} size="sm" display="block" {...props}>
      {formatDateTime(value, locale)}
      {ago && (
        <Text component="span" size="xs" c="dimmed" display="block">
          {formatTimeAgo(value, locale)}
        </Text>
      )}
    </Text>
  );
}
