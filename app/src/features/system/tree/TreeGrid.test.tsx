import { ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { TreeGrid } from './TreeGrid';
import type { TreeKey } from './treeModel';

interface Node {
  id: number;
  name: string;
  code: string;
  children?: Node[];
}

const tree: Node[] = [
  {
    id: 1,
    name: '牧原饲料集团',
    code: 'BU01',
    children: [
      { id: 11, name: '华北区域', code: 'AREA01', children: [{ id: 111, name: '河北饲料有限公司', code: '101001' }] },
      { id: 12, name: '华东区域', code: 'AREA02' },
    ],
  },
  { id: 2, name: '贸易集团', code: 'BU02' },
];

function Harness({ initial = [] as TreeKey[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<TreeKey>>(new Set(initial));
  return (
    <ThemeProvider>
      <TreeGrid<Node>
        aria-label="组织"
        roots={tree}
        keyOf={(node) => node.id}
        labelOf={(node) => node.name}
        columns={[
          { key: 'name', title: '名称', render: (node) => node.name },
          { key: 'code', title: '编码', render: (node) => node.code },
        ]}
        expandedKeys={expanded}
        onExpandedChange={setExpanded}
        emptyText="暂无数据"
        expandLabel="展开"
        collapseLabel="收起"
      />
    </ThemeProvider>
  );
}

const rowNames = () =>
  within(screen.getByRole('treegrid', { name: '组织' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent?.replace(/[▸▾]/gu, ''));

afterEach(cleanup);

describe('<TreeGrid>', () => {
  it('describes each row with its level, position and open state', () => {
    render(<Harness initial={[1]} />);
    const rows = within(screen.getByRole('treegrid', { name: '组织' })).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('名称编码');
    expect(rows[1]?.getAttribute('aria-level')).toBe('1');
    expect(rows[1]?.getAttribute('aria-expanded')).toBe('true');
    expect(rows[2]?.getAttribute('aria-level')).toBe('2');
    expect(rows[2]?.getAttribute('aria-posinset')).toBe('1');
    expect(rows[2]?.getAttribute('aria-setsize')).toBe('2');
    expect(rows[2]?.getAttribute('aria-expanded')).toBe('false');
    // A leaf has no aria-expanded.
    expect(rows[3]?.hasAttribute('aria-expanded')).toBe(false);
    expect(rowNames()).toEqual(['牧原饲料集团', '华北区域', '华东区域', '贸易集团']);
  });

  it('is one Tab stop, and the arrows open, enter, close and leave branches', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    expect(document.activeElement?.textContent).toContain('牧原饲料集团');
    await user.keyboard('{ArrowRight}');
    expect(rowNames()).toEqual(['牧原饲料集团', '华北区域', '华东区域', '贸易集团']);
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement?.textContent).toContain('华北区域');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(document.activeElement?.textContent).toContain('河北饲料有限公司');
    await user.keyboard('{ArrowLeft}');
    expect(document.activeElement?.textContent).toContain('华北区域');
    await user.keyboard('{ArrowLeft}');
    expect(rowNames()).toEqual(['牧原饲料集团', '华北区域', '华东区域', '贸易集团']);
    await user.keyboard('{End}');
    expect(document.activeElement?.textContent).toContain('贸易集团');
    await user.keyboard('{Home}{Enter}');
    expect(rowNames()).toEqual(['牧原饲料集团', '贸易集团']);
    // Only the focused row is tabbable.
    expect(screen.getAllByRole('row').filter((row) => row.getAttribute('tabindex') === '0')).toHaveLength(1);
  });

  it('jumps to a row by typing the start of its label', async () => {
    const user = userEvent.setup();
    render(<Harness initial={[1]} />);
    await user.tab();
    await user.keyboard('贸');
    expect(document.activeElement?.textContent).toContain('贸易集团');
  });

  it('opens a branch with a click on its expander', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getAllByTitle('展开')[0] as HTMLElement);
    expect(rowNames()).toEqual(['牧原饲料集团', '华北区域', '华东区域', '贸易集团']);
  });
});
