/**
 * The arrow of popovers and tooltips is drawn once, pointing down (for an overlay placed above its
 * trigger); react-aria reports the final placement after flipping, and this maps it to a rotation.
 */
export type ArrowPlacement = 'top' | 'bottom' | 'left' | 'right' | 'center';

/** Degrees to rotate the down-pointing arrow so it points at the trigger. */
export function arrowRotation(placement: ArrowPlacement | null | undefined): number {
  switch (placement) {
    case 'bottom':
      return 180;
    case 'left':
      return -90;
    case 'right':
      return 90;
    default:
      return 0;
  }
}

/** The SVG path of the arrow in a 12×12 box: a triangle pointing down from the top edge. */
export const ARROW_PATH = 'M0 0 L6 6 L12 0';
