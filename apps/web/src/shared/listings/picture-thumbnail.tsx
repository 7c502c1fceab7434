import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { DocumentReference } from '@steelyard/domain/documents';
import { usePictureSources } from './use-picture';

interface PictureThumbnailProps {
  file: DocumentReference;
  alt: string;
  w: number;
  h: number;
  /** `eager` for a picture in the first screen; the rest load when scrolled near (the default). */
  loading?: 'eager' | 'lazy';
}

/**
 * A picture's thumbnail (the small copies made at upload, the browser choosing the width for the
 * box and the screen's density; the picture itself for older ones), a grey tile until it loads.
 */
export function PictureThumbnail({ file, alt, w, h, loading = 'lazy' }: PictureThumbnailProps) {
  const sources = usePictureSources(file);
  if (!sources) {
    return (
      <Box
        w={w}
        h={h}
        bg="gray.1"
        style={{ display: 'grid', placeItems: 'center', borderRadius: 'var(--mantine-radius-sm)', flex: 'none' }}
      >
        <IconPhoto size={20} color="var(--mantine-color-gray-6)" aria-hidden />
      </Box>
    );
  }
  return (
    <Image
      src={sources.src}
      srcSet={sources.srcSet}
      sizes={sources.srcSet ? `${w}px` : undefined}
      loading={loading}
      decoding="async"
      alt={alt}
      w={w}
      h={h}
      radius="sm"
      fit="cover"
      style={{ flex: 'none' }}
    />
  );
}
