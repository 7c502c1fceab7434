import { Image, Skeleton, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

const QR_SIZE_PX = 200;

/**
 * The otpauth URI as an SVG QR code in a data URL. The qrcode package is loaded only here, so
 * only users who set up two-factor download it; SVG needs no canvas and stays sharp when zoomed.
 */
export async function qrCodeDataUrl(value: string): Promise<string> {
  const qrcode = await import('qrcode');
  const svg = await qrcode.toString(value, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

const qrCodeKeys = {
  image: (value: string) => ['qr-code', value] as const,
};

/** The QR code of `value` with alt text; while it renders a placeholder, if it fails a hint to use the secret. */
export function QrCodeImage({ value, alt }: { value: string; alt: string }) {
  const { t } = useTranslation();
  const qr = useQuery({
    queryKey: qrCodeKeys.image(value),
    queryFn: () => qrCodeDataUrl(value),
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
    meta: { silent: true },
  });
  if (qr.isError) {
    return (
      <Text size="sm" c="red.9" role="alert">
        {t('shared.twoFactor.setup.qrFailed')}
      </Text>
    );
  }
  if (!qr.data) return <Skeleton width={QR_SIZE_PX} height={QR_SIZE_PX} radius="sm" />;
  return (
    <Image
      src={qr.data}
      alt={alt}
      w={QR_SIZE_PX}
      h={QR_SIZE_PX}
      fit="contain"
      style={{ imageRendering: 'pixelated', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 4 }}
    />
  );
}
