import { useRef } from 'react';
import { renderDocx } from '../renderers/docx';
import { ZoomStage } from '../ZoomStage';
import type { ViewProps } from './types';
import { useDrawing } from './useDrawing';

export interface DocxViewProps extends ViewProps {
  data: Blob;
}

/** A Word document drawn as pages by docx-preview (loaded on first use). */
export function DocxView({ data, stage, onReady, onError }: DocxViewProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  useDrawing(
    data,
    async (blob) => {
      // Each run draws into its own element, so an abandoned run never adds to the shown one.
      const target = document.createElement('div');
      await renderDocx(blob, target);
      return target;
    },
    (target) => hostRef.current?.replaceChildren(target),
    { onReady, onError },
  );
  return (
    <ZoomStage {...stage} wheelZoom="modifier">
      <div ref={hostRef} className="srm-viewer-docx" />
    </ZoomStage>
  );
}
