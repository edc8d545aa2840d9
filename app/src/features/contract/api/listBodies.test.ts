import { describe, expect, it } from 'vitest';
import { changeableContractsBody, sampleListBody, strategicListBody, templateListBody } from './listBodies';

describe('strategicListBody', () => {
  it('sends page, size and only the filled filters page-strategic reads', () => {
    expect(strategicListBody({ page: 2, pageSize: 20, contractNo: ' CG ', supplierSn: '', orgCode: '101001', other: 'x', sort: { field: 'contractNo', order: 'descend' } })).toEqual({
      page: 2,
      pageSize: 20,
      contractNo: 'CG',
      orgCode: '101001',
    });
    expect(strategicListBody({ page: 1, pageSize: 20, 'status.equals': 'SIGN' })).toEqual({ page: 1, pageSize: 20, status: 'SIGN' });
  });
});

describe('changeableContractsBody (choosing the contract of a new change)', () => {
  it('lists contracts in force only, by number when it looks like one, else by name', () => {
    expect(changeableContractsBody('', 1, 20)).toEqual({ page: 1, pageSize: 20, 'status.in': 'SIGN,PIGEONHOLE_E,PIGEONHOLE', sort: 'id,desc' });
    expect(changeableContractsBody(' CG1010 ', 2, 20)).toMatchObject({ page: 2, 'contractNo.contains': 'CG1010' });
    expect(changeableContractsBody('玉米', 1, 20)).toMatchObject({ 'contractName.contains': '玉米' });
  });
});

describe('sampleListBody', () => {
  it('sends the search as the plain keys sample/page takes, numbers as numbers', () => {
    expect(
      sampleListBody({ page: 2, pageSize: 10, 'name.contains': '  玉米 ', 'conTemplateId.equals': '7', 'templateType.equals': 'basis', 'enabled.equals': '0' }),
    ).toEqual({ page: 2, pageSize: 10, name: '玉米', conTemplateId: 7, templateType: 'basis', enabled: 0 });
  });

  it('leaves out the sort, empty filters, keys the call refuses and values it cannot take', () => {
    expect(
      sampleListBody({
        page: 1,
        pageSize: 10,
        sort: { field: 'conSampleName', order: 'ascend' },
        'name.contains': '   ',
        'conTemplateId.equals': 'abc',
        'enabled.equals': 5,
        'fileName.contains': 'x',
      }),
    ).toEqual({ page: 1, pageSize: 10 });
  });
});

describe('templateListBody', () => {
  it('passes the list engine keys through and sends the sort as field,order', () => {
    expect(templateListBody({ page: 1, pageSize: 10, 'name.contains': '玉米', 'code.contains': '', sort: { field: 'sortNumber', order: 'descend' } })).toEqual({
      page: 1,
      pageSize: 10,
      'name.contains': '玉米',
      sort: 'sortNumber,desc',
    });
  });
});
