import { describe, expect, it } from 'vitest';
import {
  ImportFileError,
  LISTED_ERRORS,
  parseImportSheet,
  planImport,
  refusalMessage,
  splitCodes,
  TEMPLATE_HEADERS,
  type ImportKnown,
  type SheetRow,
} from './user-import-rows.js';

const row = (rowNumber: number, ...cells: string[]): SheetRow => ({ rowNumber, cells });

const known: ImportKnown = {
  usersByEmployeeCode: new Map([
    ['E1001', [{ id: 2, userName: '张采购' }]],
    ['E2001', [{ id: 5, userName: '李四' }]],
    ['E9999', [
      { id: 7, userName: '甲' },
      { id: 8, userName: '乙' },
    ]],
  ]),
  roleIds: new Map([
    ['buyer', 11],
    ['company_requirement_check', 12],
  ]),
  orgIds: new Map([
    ['101001', 21],
    ['102001', 22],
  ]),
  categoryIds: new Map([
    ['100101', 31],
    ['100201', 32],
  ]),
};

describe('splitCodes', () => {
  it('splits on Chinese and ASCII separators and drops repeats', () => {
    expect(splitCodes(' 101001，102001;101001、 100101\n2001 ')).toEqual(['101001', '102001', '100101', '2001']);
  });

  it('gives nothing for a blank cell', () => {
    expect(splitCodes('  ')).toEqual([]);
  });
});

describe('parseImportSheet', () => {
  it('reads the template layout, columns in any order, blank rows skipped', () => {
    const header = ['组织编码', '工号*', '备注', '角色编码'];
    const { rows, errors } = parseImportSheet(header, [row(2, '101001,102001', 'E1001', '随便写', 'buyer'), row(3, '', '', '', ''), row(4, '102001', 'E2001')]);
    expect(errors).toEqual([]);
    expect(rows).toEqual([
      { rowNumber: 2, employeeCode: 'E1001', userName: null, roleCodes: ['buyer'], orgCodes: ['101001', '102001'], categoryCodes: [] },
      { rowNumber: 4, employeeCode: 'E2001', userName: null, roleCodes: [], orgCodes: ['102001'], categoryCodes: [] },
    ]);
  });

  it('reports rows without an employee code or without anything to assign', () => {
    const { rows, errors } = parseImportSheet([...TEMPLATE_HEADERS], [row(2, '', '', 'buyer'), row(3, 'E1001', '张采购', '', '', ''), row(4, 'E1001', '', '', '', '100101')]);
    expect(errors).toEqual(['第2行：工号不能为空', '第3行：角色编码、组织编码、品类编码至少填写一项']);
    expect(rows.map((item) => item.rowNumber)).toEqual([4]);
  });

  it('refuses a file without the employee-code column or without any code column', () => {
    expect(() => parseImportSheet(['姓名', '角色编码'], [row(2, 'x', 'buyer')])).toThrow(new ImportFileError('模板不正确：缺少“工号”列'));
    expect(() => parseImportSheet(['工号', '姓名'], [row(2, 'E1001', '张采购')])).toThrow(ImportFileError);
  });

  it('refuses a file with no data rows', () => {
    expect(() => parseImportSheet([...TEMPLATE_HEADERS], [row(2, ' ', '')])).toThrow('文件中没有可导入的数据');
  });
});

describe('planImport', () => {
  it('merges the rows of one user and resolves codes to ids', () => {
    const { plan, errors } = planImport(
      [
        { rowNumber: 2, employeeCode: 'E1001', userName: '张采购', roleCodes: ['buyer'], orgCodes: ['101001'], categoryCodes: [] },
        { rowNumber: 3, employeeCode: 'E1001', userName: null, roleCodes: [], orgCodes: ['102001'], categoryCodes: ['100201'] },
      ],
      known,
    );
    expect(errors).toEqual([]);
    expect(plan).toEqual(new Map([[2, { roleIds: new Set([11]), orgIds: new Set([21, 22]), categoryIds: new Set([32]) }]]));
  });

  it('lists every bad row with the spec\'s 第N行 prefix', () => {
    const { errors } = planImport(
      [
        { rowNumber: 2, employeeCode: 'E1001', userName: null, roleCodes: ['buyer'], orgCodes: ['101001'], categoryCodes: [] },
        { rowNumber: 3, employeeCode: 'E1001', userName: null, roleCodes: [], orgCodes: ['XXX', 'YYY'], categoryCodes: ['9'] },
        { rowNumber: 4, employeeCode: 'E0404', userName: null, roleCodes: ['nope'], orgCodes: [], categoryCodes: [] },
        { rowNumber: 5, employeeCode: 'E9999', userName: null, roleCodes: ['buyer'], orgCodes: [], categoryCodes: [] },
        { rowNumber: 6, employeeCode: 'E2001', userName: '王五', roleCodes: ['buyer'], orgCodes: [], categoryCodes: [] },
      ],
      known,
    );
    expect(errors).toEqual([
      '第3行：组织编码 XXX、YYY 不存在',
      '第3行：品类编码 9 不存在',
      '第4行：工号 E0404 不存在',
      '第4行：角色编码 nope 不存在',
      '第5行：工号 E9999 对应多个用户',
      '第6行：工号 E2001 与姓名 王五 不一致',
    ]);
  });
});

describe('refusalMessage', () => {
  it('lists the errors and says that nothing was imported', () => {
    expect(refusalMessage(['第3行：组织编码 XXX 不存在'])).toBe('导入失败，未导入任何数据。共 1 处错误：第3行：组织编码 XXX 不存在');
  });

  it('cuts a long list but keeps the full count', () => {
    const errors = Array.from({ length: LISTED_ERRORS + 5 }, (_, index) => `第${index + 2}行：工号不能为空`);
    const message = refusalMessage(errors);
    expect(message).toContain(`共 ${LISTED_ERRORS + 5} 处错误`);
    expect(message).toContain(`第${LISTED_ERRORS + 1}行`);
    expect(message).not.toContain(`第${LISTED_ERRORS + 2}行`);
  });
});
