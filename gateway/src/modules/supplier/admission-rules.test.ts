import { describe, expect, it } from 'vitest';
import type { AdmissionStatus } from '../../db/tables/supplier.js';
import { ADMISSION_MOVES, admissionMove, classifyAdmissionCallback, type AdmissionEvent } from './admission-rules.js';

const STATUSES: readonly AdmissionStatus[] = [1, 2, 3, 4, 5, 6, 7];

describe('the supplier status machine', () => {
  it('moves exactly as the table says, from every status', () => {
    // Rows: the status an event starts from; columns: submit, approve, reject, eliminate, blacklist, release, invalidate.
    const expected: Record<AdmissionStatus, (AdmissionStatus | undefined)[]> = {
      1: [2, undefined, undefined, undefined, undefined, undefined, 7],
      2: [undefined, 3, 4, undefined, undefined, undefined, undefined],
      3: [undefined, undefined, undefined, 5, 6, undefined, 7],
      4: [2, undefined, undefined, undefined, undefined, undefined, 7],
      5: [undefined, undefined, undefined, undefined, 6, undefined, 7],
      6: [undefined, undefined, undefined, undefined, undefined, 3, undefined],
      7: [undefined, undefined, undefined, undefined, undefined, undefined, undefined],
    };
    const events = Object.keys(ADMISSION_MOVES) as AdmissionEvent[];
    for (const status of STATUSES) {
      expect(events.map((event) => admissionMove(event, status)), `from ${status}`).toEqual(expected[status]);
    }
  });

  it('applies OA’s report only to an admission at OA; a decided one is late, a never-submitted one a conflict', () => {
    expect(STATUSES.map((status) => classifyAdmissionCallback(status))).toEqual(['conflict', 'apply', 'late', 'late', 'late', 'late', 'late']);
  });
});
