import { describe, expect, it } from 'vitest';
import { convertAreaValue, findDivisionPath, sarDivisions, toAreaOptions, type AreaDivision } from './areaData';
import { findPath, pathLabel } from '../Cascader/cascaderTree';

const fixture: AreaDivision[] = [
  {
    code: '11',
    name: '北京市',
    children: [{ code: '1101', name: '市辖区', children: [{ code: '110101', name: '东城区' }, { code: '110102', name: '西城区' }] }],
  },
  {
    code: '13',
    name: '河北省',
    children: [
      { code: '1301', name: '石家庄市', children: [{ code: '130102', name: '长安区' }] },
      { code: '1302', name: '唐山市', children: [{ code: '130202', name: '路南区' }] },
    ],
  },
];

const sarSource = {
  香港特别行政区: { 香港岛: ['中西区', '湾仔区'], 九龙: ['油尖旺区'] },
  澳门特别行政区: { 澳门半岛: ['大堂区'] },
  台湾省: { 台北市: ['大安区'] },
};

describe('sarDivisions', () => {
  it('adds Hong Kong and Macau with codes under 81 and 82, and leaves Taiwan out', () => {
    const divisions = sarDivisions(sarSource);
    expect(divisions.map((d) => [d.code, d.name])).toEqual([
      ['81', '香港特别行政区'],
      ['82', '澳门特别行政区'],
    ]);
    expect(divisions[0]!.children!.map((c) => [c.code, c.name, c.children!.map((d) => d.code + d.name)])).toEqual([
      ['8101', '香港岛', ['810101中西区', '810102湾仔区']],
      ['8102', '九龙', ['810201油尖旺区']],
    ]);
  });
  it('skips a region missing from the source', () => {
    expect(sarDivisions({ 澳门特别行政区: { 澳门半岛: ['大堂区'] } }).map((d) => d.code)).toEqual(['82']);
  });
});

describe('toAreaOptions', () => {
  it.each([
    [3, 'code', ['11', '1101', '110102'], '北京市 / 市辖区 / 西城区'],
    [3, 'name', ['河北省', '唐山市', '路南区'], '河北省 / 唐山市 / 路南区'],
    [2, 'code', ['13', '1301'], '河北省 / 石家庄市'],
    [2, 'name', ['北京市', '市辖区'], '北京市 / 市辖区'],
  ] as const)('level %i by %s finds %j', (level, valueType, values, label) => {
    const options = toAreaOptions(fixture, { level, valueType });
    expect(pathLabel(findPath(options, values)!)).toBe(label);
  });

  it('stops at level 2: cities are leaves', () => {
    const options = toAreaOptions(fixture, { level: 2, valueType: 'code' });
    expect(options[1]!.children!.every((city) => city.children === undefined)).toBe(true);
    expect(findPath(options, ['13', '1301', '130102'])).toBeNull();
  });
});

describe('findDivisionPath and convertAreaValue', () => {
  it.each([
    [['13', '1302', '130202'], 'code', ['河北省', '唐山市', '路南区']],
    [['北京市', '市辖区'], 'name', ['11', '1101']],
  ] as const)('converts %j from %s to %j', (values, from, expected) => {
    expect(convertAreaValue(fixture, values, from)).toEqual(expected);
  });
  it('returns null for a path that does not exist', () => {
    expect(findDivisionPath(fixture, ['13', '1101'], 'code')).toBeNull();
    expect(convertAreaValue(fixture, ['上海市'], 'name')).toBeNull();
  });
});
