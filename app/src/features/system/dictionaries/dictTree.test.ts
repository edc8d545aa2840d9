import { describe, expect, it } from 'vitest';
import { toDictTree } from './dictTree';

describe('toDictTree', () => {
  it('makes each dictionary a root with its items as children, keys unique across kinds', () => {
    const tree = toDictTree([
      {
        id: 1,
        dictCode: 'gender',
        dictName: '性别',
        items: [
          { id: 1, dictItemCode: '0', dictItemName: '未知', sortNumber: 1, enabled: 1 },
          { id: 2, dictItemCode: '1', dictItemName: '男', sortNumber: 2, enabled: 0 },
        ],
      },
      { id: 2, dictCode: 'empty', dictName: '空字典', items: [] },
    ]);
    expect(tree[0]).toMatchObject({ key: 'dict:gender', kind: 'dict', code: 'gender', name: '性别', itemCount: 2 });
    expect(tree[0]?.children).toEqual([
      { key: 'item:1', kind: 'item', id: 1, code: '0', name: '未知', sortNumber: 1, enabled: 1 },
      { key: 'item:2', kind: 'item', id: 2, code: '1', name: '男', sortNumber: 2, enabled: 0 },
    ]);
    expect(tree[1]).toEqual({ key: 'dict:empty', kind: 'dict', code: 'empty', name: '空字典', itemCount: 0 });
  });
});
