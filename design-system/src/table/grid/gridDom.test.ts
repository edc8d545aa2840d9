import { afterEach, describe, expect, it } from 'vitest';
import { focusTarget, isEditor, isWidget, positionOf, siblingWidget } from './gridDom';

/** A header row and two data rows as the grid renders them; the second row's last cell holds two actions. */
function grid(): HTMLElement {
  const scroller = document.createElement('div');
  scroller.innerHTML = `
    <div role="row" data-row="-1"><div role="columnheader">a</div><div role="columnheader">b</div><div role="columnheader">c</div></div>
    <div role="row" data-row="0"><div role="gridcell"><input class="srm-grid-check" /></div><div role="gridcell"><span>text</span></div><div role="gridcell"><div data-grid-editor=""><input /></div></div></div>
    <div role="row" data-row="1"><div role="gridcell"></div><div role="gridcell"></div><div role="gridcell"><button data-grid-widget="">编辑</button><button data-grid-widget=""><span>删除</span></button></div></div>`;
  document.body.append(scroller);
  return scroller;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('positionOf', () => {
  it('finds the row and the cell of an element deep in a cell', () => {
    const scroller = grid();
    const span = scroller.querySelector('[data-row="0"] span') as HTMLElement;
    const position = positionOf(span);
    expect(position).toMatchObject({ row: 0, col: 1 });
    expect(position?.cell?.getAttribute('role')).toBe('gridcell');
  });

  it('gives the row itself no column, the header row -1, and null outside any row', () => {
    const scroller = grid();
    expect(positionOf(scroller.querySelector('[data-row="1"]') as HTMLElement)).toEqual({ row: 1, col: null, cell: null });
    expect(positionOf(scroller.querySelectorAll('[role="columnheader"]')[2] as HTMLElement)).toMatchObject({ row: -1, col: 2 });
    expect(positionOf(scroller)).toBeNull();
  });
});

describe('focusTarget', () => {
  it('is the row for a row focus, else the cell at the column', () => {
    const scroller = grid();
    expect(focusTarget(scroller, { row: 1, col: null })).toBe(scroller.querySelector('[data-row="1"]'));
    expect(focusTarget(scroller, { row: -1, col: 1 })?.textContent).toBe('b');
  });

  it('is null for a row that is not rendered or a column out of range', () => {
    const scroller = grid();
    expect(focusTarget(scroller, { row: 50_000, col: null })).toBeNull();
    expect(focusTarget(scroller, { row: 0, col: 9 })).toBeNull();
  });
});

describe('widgets', () => {
  it('tells widgets and editors apart', () => {
    const scroller = grid();
    expect(isWidget(scroller.querySelector('[data-row="1"] span'))).toBe(true);
    expect(isEditor(scroller.querySelector('[data-row="0"] [data-grid-editor] input'))).toBe(true);
    expect(isWidget(scroller.querySelector('.srm-grid-check'))).toBe(false);
    expect(isEditor(null)).toBe(false);
  });

  it('finds the next and previous widget of the same cell, null at either end', () => {
    const scroller = grid();
    const [edit, remove] = [...scroller.querySelectorAll<HTMLElement>('[data-grid-widget]')];
    expect(siblingWidget(edit as HTMLElement, 1)).toBe(remove);
    expect(siblingWidget(remove?.querySelector('span') as HTMLElement, -1)).toBe(edit);
    expect(siblingWidget(edit as HTMLElement, -1)).toBeNull();
    expect(siblingWidget(remove as HTMLElement, 1)).toBeNull();
  });
});
