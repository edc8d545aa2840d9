import { createContext, useContext, useEffect, useLayoutEffect, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { transformedBox, type ViewTransform } from './viewerState';

interface Size {
  width: number;
  height: number;
}

/** The stage's scrolling element, for content that renders as it scrolls into view (PDF pages). */
export const StageContext = createContext<HTMLElement | null>(null);

export function useStageElement(): HTMLElement | null {
  return useContext(StageContext);
}

export interface ZoomStageProps {
  transform: ViewTransform;
  /** Names the scrollable region. */
  label: string;
  /**
   * `'always'`: every wheel step zooms (images). `'modifier'`: Ctrl/⌘ + wheel zooms and the plain
   * wheel scrolls (documents).
   */
  wheelZoom: 'always' | 'modifier';
  /** One wheel step on the stage that zooms. */
  onWheelZoom: (deltaY: number) => void;
  children: ReactNode;
}

function sameSize(a: Size | null, b: Size) {
  return !!a && a.width === b.width && a.height === b.height;
}

/** The room the content may fill at scale 1: the stage minus its padding and a scrollbar's width each way. */
function fitSize(stage: HTMLElement): Size {
  const style = getComputedStyle(stage);
  const padX = (Number.parseFloat(style.paddingLeft) || 0) + (Number.parseFloat(style.paddingRight) || 0);
  const padY = (Number.parseFloat(style.paddingTop) || 0) + (Number.parseFloat(style.paddingBottom) || 0);
  // `scrollbar-gutter: stable` keeps clientWidth steady; the same gutter is kept off the height so a
  // horizontal scrollbar appearing when zoomed in never changes the fit (no resize loop).
  const gutter = Math.max(0, stage.offsetWidth - stage.clientWidth);
  return { width: Math.max(0, stage.clientWidth - padX), height: Math.max(0, stage.offsetHeight - gutter - padY) };
}

/**
 * The scrollable area of the viewer. Its content is laid out at scale 1 (images fitted into the
 * stage through `--srm-viewer-fit-width` / `--srm-viewer-fit-height`), then scaled and rotated with
 * a CSS transform; a sizer around it takes the transformed size, so a zoomed or turned file can be
 * scrolled to every edge. The stage is focusable (arrow keys scroll it) and named by `label`.
 */
export function ZoomStage({ transform, label, wheelZoom, onWheelZoom, children }: ZoomStageProps) {
  const [stage, setStage] = useState<HTMLDivElement | null>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const [fit, setFit] = useState<Size | null>(null);
  const [size, setSize] = useState<Size | null>(null);
  const wheelRef = useRef({ wheelZoom, onWheelZoom });
  useLayoutEffect(() => {
    wheelRef.current = { wheelZoom, onWheelZoom };
  });

  useLayoutEffect(() => {
    const content = contentRef.current;
    if (!stage || !content) return undefined;
    const measure = () => {
      const nextFit = fitSize(stage);
      setFit((prev) => (sameSize(prev, nextFit) ? prev : nextFit));
      const nextSize = { width: content.offsetWidth, height: content.offsetHeight };
      setSize((prev) => (sameSize(prev, nextSize) ? prev : nextSize));
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(stage);
    observer.observe(content);
    return () => observer.disconnect();
  }, [stage]);

  useEffect(() => {
    if (!stage) return undefined;
    const onWheel = (event: WheelEvent) => {
      const { wheelZoom: mode, onWheelZoom: zoom } = wheelRef.current;
      if (mode !== 'always' && !event.ctrlKey && !event.metaKey) return;
      event.preventDefault();
      zoom(event.deltaY);
    };
    stage.addEventListener('wheel', onWheel, { passive: false });
    return () => stage.removeEventListener('wheel', onWheel);
  }, [stage]);

  const box = size ? transformedBox(size.width, size.height, transform) : null;
  const stageStyle = fit
    ? ({ '--srm-viewer-fit-width': `${fit.width}px`, '--srm-viewer-fit-height': `${fit.height}px` } as CSSProperties)
    : undefined;

  return (
    <div
      ref={setStage}
      className="srm-viewer-stage"
      role="region"
      aria-label={label}
      // Focusable, so the keyboard can scroll a zoomed or long file (axe: scrollable-region-focusable).
      tabIndex={0}
      style={stageStyle}
    >
      <div className="srm-viewer-sizer" style={box ? { width: box.width, height: box.height } : undefined}>
        <div
          ref={contentRef}
          className="srm-viewer-content"
          data-scale={transform.scale}
          data-rotation={transform.rotation}
          style={{ transform: `translate(-50%, -50%) rotate(${transform.rotation}deg) scale(${transform.scale})` }}
        >
          <StageContext.Provider value={stage}>{children}</StageContext.Provider>
        </div>
      </div>
    </div>
  );
}
