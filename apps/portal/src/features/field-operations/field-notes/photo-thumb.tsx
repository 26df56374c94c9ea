import { Image } from '@mantine/core';
import { useCallback } from 'react';

/** A thumbnail kept on the device (a Blob), shown through an object URL released with the image. */
export function PhotoThumb({ blob, alt, size = 64 }: { blob: Blob; alt: string; size?: number }) {
  const attach = useCallback(
    (image: HTMLImageElement | null) => {
      if (!image) return undefined;
      const url = URL.createObjectURL(blob);
      image.src = url;
      return () => URL.revokeObjectURL(url);
    },
    [blob],
  );
  return <Image ref={attach} alt={alt} w={size} h={size} fit="cover" radius="sm" />;
}
