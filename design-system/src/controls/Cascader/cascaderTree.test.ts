import { describe, expect, it } from 'vitest';
import { columnsFor, displayText, findPath, pathLabel, searchPaths, toCascaderOptions } from './cascaderTree';
import { regionFixture as tree } from './fixture';

describe('toCascaderOptions', () => {
  it('maps a category tree through field names and turns empty children into leaves', () => {
    const raw = [
      { categoryCode: 'C1', categoryName: '原料', children: [{ categoryCode: 'C11', categoryName: '玉米', children: [] }] },
      { categoryCode: 'C2', categoryName: '', off: true },
      { categoryName: '无编码' },
    ];
    expect(toCascaderOptions(raw, { label: 'categoryName', value: 'categoryCode', disabled: 'off' })).toEqual([
      { label: '原料', value: 'C1', children: [{ label: '玉米', value: 'C11' }] },
      { label: 'C2', value: 'C2', isDisabled: true },
    ]);
  });
});

describe('findPath and labels', () => {
  it.each([
    [['13', '1301', '130104'], '河北省 / 石家庄市 / 桥西区'],
    [['13', '1301'], '河北省 / 石家庄市'],
    [['11', '1101', '110101'], '北京市 / 市辖区 / 东城区'],
    [['x'], '其他'],
  ])('finds %j as %s', (values, label) => {
    expect(pathLabel(findPath(tree, values)!)).toBe(label);
    expect(displayText(tree, values)).toBe(label);
  });

  it.each([[['13', '1399']], [['99']], [['1301']]])('returns null for %j, which is not a path', (values) => {
    expect(findPath(tree, values)).toBeNull();
  });

  it('shows raw values for an unknown path and nothing for none', () => {
    expect(displayText(tree, ['65', '6501'])).toBe('65 / 6501');
    expect(displayText(tree, [])).toBe('');
    expect(displayText([], ['13'])).toBe('13');
  });

  it('joins with a custom separator', () => {
    expect(pathLabel([{ label: '一级' }, { label: '二级' }, { label: '三级' }], '-')).toBe('一级-二级-三级');
  });
});

describe('columnsFor', () => {
  it.each([
    [[], [['河北省', '北京市', '其他']]],
    [['13'], [['河北省', '北京市', '其他'], ['石家庄市', '唐山市', '秦皇岛市']]],
    [['13', '1301'], [['河北省', '北京市', '其他'], ['石家庄市', '唐山市', '秦皇岛市'], ['长安区', '桥西区']]],
    [['13', '1301', '130102'], [['河北省', '北京市', '其他'], ['石家庄市', '唐山市', '秦皇岛市'], ['长安区', '桥西区']]],
    [['x'], [['河北省', '北京市', '其他']]],
    [['13', 'missing'], [['河北省', '北京市', '其他'], ['石家庄市', '唐山市', '秦皇岛市']]],
  ])('shows the columns of %j', (activePath, labels) => {
    expect(columnsFor(tree, activePath).map((column) => column.map((o) => o.label))).toEqual(labels);
  });
});

describe('searchPaths', () => {
  it.each([
    ['区', false, ['河北省 / 石家庄市 / 长安区', '河北省 / 石家庄市 / 桥西区', '河北省 / 唐山市 / 路南区', '河北省 / 秦皇岛市 / 海港区', '北京市 / 市辖区 / 东城区']],
    ['石家庄', false, ['河北省 / 石家庄市 / 长安区', '河北省 / 石家庄市 / 桥西区']],
    ['石家庄', true, ['河北省 / 石家庄市', '河北省 / 石家庄市 / 长安区', '河北省 / 石家庄市 / 桥西区']],
    ['其', false, ['其他']],
    ['上海', false, []],
  ])('finds %j (changeOnSelect %s)', (keyword, changeOnSelect, labels) => {
    expect(searchPaths(tree, keyword, { changeOnSelect }).map((match) => match.label)).toEqual(labels);
  });

  it('disables paths through a disabled node and ids matches by position', () => {
    const [match] = searchPaths(tree, '路南');
    expect(match).toEqual({ id: '0', values: ['13', '1302', '130202'], label: '河北省 / 唐山市 / 路南区', isDisabled: true });
    expect(searchPaths(tree, '市辖').map((m) => m.id)).toEqual(['0']);
    expect(searchPaths(tree, '石家庄').map((m) => m.id)).toEqual(['0', '1']);
  });

  it('stops at the cap', () => {
    expect(searchPaths(tree, '', { cap: 2 })).toHaveLength(2);
  });
});
