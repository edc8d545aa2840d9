import { describe, expect, it } from 'vitest';
import { badReferenceIndex, contentTextOf, fileKeysOf, mayEdit, mayRead } from './report-rules.js';

const A = 'a'.repeat(32);
const B = 'b'.repeat(32);
const C = 'c'.repeat(32);
const codes = { edit: 'report:edit', template: 'report:template' };
const caller = (userId: number, held: string[] = [], isAdmin = false) => ({ userId, isAdmin, codes: new Set(held) });

describe('report rules', () => {
  it('joins the paragraphs into the plain text, skipping images and blank paragraphs', () => {
    expect(contentTextOf([{ type: 'paragraph', text: ' 玉米 ' }, { type: 'image', fileKey: A }, { type: 'paragraph', text: '  ' }, { type: 'paragraph', text: '小麦' }])).toBe('玉米\n\n小麦');
  });

  it('collects every file key once, in order', () => {
    expect(
      fileKeysOf({
        content: [{ type: 'image', fileKey: A }],
        analyses: [{ title: 't', images: [{ fileKey: B }, { fileKey: A }] }, { title: 'u' }],
        references: [{ referenceType: 2, name: 'f', fileKey: C }, { referenceType: 1, name: 'r', referenceReportId: 3 }],
      }),
    ).toEqual([A, B, C]);
  });

  it('finds a reference whose fields do not fit its type', () => {
    expect(badReferenceIndex([{ referenceType: 1, name: 'r', referenceReportId: 1 }, { referenceType: 2, name: 'f', fileKey: A }])).toBe(-1);
    expect(badReferenceIndex([{ referenceType: 1, name: 'r' }])).toBe(0);
    expect(badReferenceIndex([{ referenceType: 2, name: 'f', fileKey: A }, { referenceType: 2, name: 'f' }])).toBe(1);
    expect(badReferenceIndex([{ referenceType: 2, name: 'f', fileKey: A, referenceReportId: 2 }])).toBe(0);
  });

  it('shows a draft to its owner and admins only; committed reports and templates to everyone', () => {
    const draft = { ownerId: 1, isTemplate: false, status: 'draft' as const };
    expect(mayRead(draft, caller(1))).toBe(true);
    expect(mayRead(draft, caller(2))).toBe(false);
    expect(mayRead(draft, caller(2, [], true))).toBe(true);
    expect(mayRead({ ...draft, status: 'committed' }, caller(2))).toBe(true);
    expect(mayRead({ ...draft, isTemplate: true }, caller(2))).toBe(true);
  });

  it('lets the owner or the button holder edit, never a committed report', () => {
    const draft = { ownerId: 1, isTemplate: false, status: 'draft' as const };
    expect(mayEdit(draft, caller(1), codes)).toBe(true);
    expect(mayEdit(draft, caller(2), codes)).toBe(false);
    expect(mayEdit(draft, caller(2, ['report:edit']), codes)).toBe(true);
    expect(mayEdit({ ...draft, isTemplate: true }, caller(2, ['report:edit']), codes)).toBe(false);
    expect(mayEdit({ ...draft, isTemplate: true }, caller(2, ['report:template']), codes)).toBe(true);
    expect(mayEdit({ ...draft, status: 'committed' }, caller(1, [], true), codes)).toBe(false);
  });
});
