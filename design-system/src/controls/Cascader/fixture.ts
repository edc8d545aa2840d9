import type { CascaderOption } from './cascaderTree';

/** A small region tree for tests and examples. */
export const regionFixture: CascaderOption[] = [
  {
    label: '河北省',
    value: '13',
    children: [
      {
        label: '石家庄市',
        value: '1301',
        children: [
          { label: '长安区', value: '130102' },
          { label: '桥西区', value: '130104' },
        ],
      },
      { label: '唐山市', value: '1302', isDisabled: true, children: [{ label: '路南区', value: '130202' }] },
      { label: '秦皇岛市', value: '1303', children: [{ label: '海港区', value: '130302' }] },
    ],
  },
  { label: '北京市', value: '11', children: [{ label: '市辖区', value: '1101', children: [{ label: '东城区', value: '110101' }] }] },
  { label: '其他', value: 'x' },
];
