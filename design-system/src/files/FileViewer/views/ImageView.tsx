import { useEffect, useRef } from 'react';
import { ZoomStage } from '../ZoomStage';
import type { ViewProps } from './types';

export interface ImageViewProps extends ViewProps {
  src: string;
  alt: string;
}

/** A picture fitted into the stage; every wheel step zooms it. */
export function ImageView({ src, alt, stage, onReady, onError }: ImageViewProps) {
  const imgRef = useRef<HTMLImageElement>(null);
  useEffect(() => {
    // A picture decoded before React listened (from the cache) still counts as loaded.
    const img = imgRef.current;
    if (img?.complete && img.naturalWidth > 0) onReady();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per source
  }, [src]);
  return (
    <ZoomStage {...stage} wheelZoom="always">
      <img ref={imgRef} className="srm-viewer-image" src={src} alt={alt} draggable={false} onLoad={onReady} onError={onError} />
    </ZoomStage>
  );
}
