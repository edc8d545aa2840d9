import { useEffect, useRef } from 'react';
import { renderDocx } from '../renderers/docx';
import { ZoomStage } from '../ZoomStage';
import type { ViewProps } from './types';
import { useLatest } from './useLatest';

export interface DocxViewProps extends ViewProps {
  data: Blob;
}

/** A Word document drawn as pages by docx-preview (loaded on first use). */
export function DocxView({ data, stage, onReady, onError }: DocxViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const callbacks = useLatest({ onReady, onError });
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return undefined;
    let cancelled = false;
    // Each run draws into its own element, so an abandoned run never adds to the shown one.
    const target = document.createElement('div');
    renderDocx(data, target).then(
      () => {
        if (cancelled) return;
        host.replaceChildren(target);
        callbacks.current.onReady();
      },
      (error: unknown) => {
        if (!cancelled) callbacks.current.onError(error);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [data, callbacks]);
  return (
    <ZoomStage {...stage} wheelZoom="modifier">
      <div ref={hostRef} className="srm-viewer-docx" />
    </ZoomStage>
  );
}
