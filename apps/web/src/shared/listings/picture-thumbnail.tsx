import { Box, Image } from '@mantine/core';
import { IconPhoto } from '@tabler/icons-react';
import type { DocumentReference } from '@steelyard/domain/documents';
import { usePicture } from './use-picture';

interface PictureThumbnailProps {
  file: DocumentReference;
  alt: string;
  w: number;
  h: number;
}

/** A picture's thumbnail (the small copy made at upload; the picture itself for older ones), a grey tile until it loads. */
export function PictureThumbnail({ file, alt, w, h }: PictureThumbnailProps) {
  const url = usePicture(file.documentId, file.thumbnail ? 'thumbnail' : 'original');
  if (!url) {
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
  return <Image src={url} alt={alt} w={w} h={h} radius="sm" fit="cover" style={{ flex: 'none' }} />;
}
