import { ThemeProvider } from '@srm/design-system';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckTree } from './CheckTree';
import type { TreeKey } from './treeModel';

interface Node {
  id: number;
  name: string;
  children?: Node[];
}

const tree: Node[] = [
  { id: 1, name: '原料', children: [{ id: 11, name: '玉米' }, { id: 12, name: '豆粕' }] },
  { id: 2, name: '包装物' },
];

let lastChecked: TreeKey[] = [];

function Harness({ checked = [] as TreeKey[], expanded = [] as TreeKey[] }) {
  const [expandedKeys, setExpanded] = useState<ReadonlySet<TreeKey>>(new Set(expanded));
  const [checkedKeys, setChecked] = useState<ReadonlySet<TreeKey>>(new Set(checked));
  return (
    <ThemeProvider>
      <CheckTree<Node>
        aria-label="品类"
        roots={tree}
        keyOf={(node) => node.id}
        labelOf={(node) => node.name}
        expandedKeys={expandedKeys}
        onExpandedChange={setExpanded}
        checkedKeys={checkedKeys}
        onCheckedChange={(keys) => {
          lastChecked = [...keys];
          setChecked(keys);
        }}
        checkedBelowLabel={(count) => `下级已选 ${count}`}
        emptyText="暂无数据"
      />
    </ThemeProvider>
  );
}

afterEach(cleanup);

describe('<CheckTree>', () => {
  it('is a multi-selectable tree of checkable items', () => {
    render(<Harness checked={[11]} expanded={[1]} />);
    const tree = screen.getByRole('tree', { name: '品类' });
    expect(tree.getAttribute('aria-multiselectable')).toBe('true');
    const items = screen.getAllByRole('treeitem');
    expect(items.map((item) => [item.textContent?.replace(/[▸▾✓]/gu, ''), item.getAttribute('aria-checked'), item.getAttribute('aria-level')])).toEqual([
      ['原料下级已选 1', 'false', '1'],
      ['玉米', 'true', '2'],
      ['豆粕', 'false', '2'],
      ['包装物', 'false', '1'],
    ]);
  });

  it('checks the focused item with Space, each item on its own', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.tab();
    await user.keyboard(' ');
    expect(screen.getByRole('treeitem', { name: '原料' }).getAttribute('aria-checked')).toBe('true');
    expect(lastChecked).toEqual([1]);
    await user.keyboard('{ArrowRight}{ArrowDown} ');
    expect(lastChecked).toEqual([1, 11]);
    expect(screen.getByRole('treeitem', { name: '豆粕' }).getAttribute('aria-checked')).toBe('false');
    await user.keyboard('{ArrowUp} ');
    expect(lastChecked).toEqual([11]);
  });

  it('checks an item on click, and opens a branch on its expander without checking it', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('treeitem', { name: '包装物' }));
    expect(lastChecked).toEqual([2]);
    const branch = screen.getByRole('treeitem', { name: /原料/u });
    await user.click(branch.querySelector('.srm-tree-expander') as HTMLElement);
    expect(branch.getAttribute('aria-expanded')).toBe('true');
    expect(branch.getAttribute('aria-checked')).toBe('false');
    expect(screen.getByRole('treeitem', { name: '玉米' })).toBeTruthy();
  });
});
