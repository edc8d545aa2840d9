import { describe, expect, it } from 'vitest';
import { arrowRotation } from './arrow';

describe('arrowRotation', () => {
  it.each([
    ['top', 0],
    ['bottom', 180],
    ['left', -90],
    ['right', 90],
    ['center', 0],
    [null, 0],
    [undefined, 0],
  ] as const)('overlay placed %s rotates the arrow by %i degrees', (placement, degrees) => {
    expect(arrowRotation(placement)).toBe(degrees);
  });
});
