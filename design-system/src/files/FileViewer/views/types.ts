import type { ZoomStageProps } from '../ZoomStage';

/** What every view of a file gets from the viewer. */
export interface ViewProps {
  /** The stage's transform, label and wheel handling. */
  stage: Omit<ZoomStageProps, 'children' | 'wheelZoom'>;
  /** The content is on screen. */
  onReady: () => void;
  /** The content could not be drawn. */
  onError: (error: unknown) => void;
}
