import { Text, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { showsCountdown, timeLeft, type NegotiationStatus } from '@steelyard/domain/negotiations';
import { useNow } from '../../../shared/ui/use-now';

function Ticking({ expiresAt }: { expiresAt: string }) {
  const { t } = useTranslation();
  const now = useNow(1000);
  const left = timeLeft(expiresAt, new Date(now));
  return (
    <Text component="span" size="sm" fw={500} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('offers.countdown.left', { days: left.days, hours: left.hours, minutes: left.minutes })}
    </Text>
  );
}

/**
 * Time left of an awaited or accepted negotiation (days, hours, minutes; refreshed every second,
 * spec 001 §2); a dash otherwise.
 */
export function Countdown({ status, expiresAt }: { status: NegotiationStatus; expiresAt: string | null }) {
  const { t } = useTranslation();
  if (!showsCountdown(status) || !expiresAt) {
    return (
      <Text component="span" size="sm">
        <span aria-hidden>–</span>
        <VisuallyHidden>{t('offers.countdown.none')}</VisuallyHidden>
      </Text>
    );
  }
  return <Ticking expiresAt={expiresAt} />;
}
