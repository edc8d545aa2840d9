import { describe, expect, it } from 'vitest';
import { appTranslate } from '../../../i18n/locale';
import type { AppT } from '../../../i18n/useAppT';
import { codeRule, isTemplateCode, NEW_TEMPLATE_VALUES, sampleSaveBody, sampleValues, templateFields, templateSaveBody, templateValues } from './templateForm';
import type { TemplateRow } from '../api/rows';

const t = ((key, values) => appTranslate('zh-CN', key, values)) as AppT;

const row: TemplateRow = {
  id: 5,
  version: 3,
  name: '一口价玉米合同',
  code: 'CT_CORN',
  templateType: 'fixedPrice',
  fileId: 'f21',
  fileName: '玉米.docx',
  enabled: 0,
  sortNumber: 4,
  remark: null,
};

describe('template save body', () => {
  it('a new template: no id, texts trimmed, enabled by default, an empty remark as null, the uploaded file id', () => {
    const body = templateSaveBody(null, { ...NEW_TEMPLATE_VALUES, name: ' 基差合同 ', code: ' CT_B ', templateType: 'basis', file: { id: 'f9', name: 'b.docx' }, remark: '  ' });
    expect(body).toEqual({ name: '基差合同', code: 'CT_B', templateType: 'basis', fileId: 'f9', enabled: 1, sortNumber: 0, remark: null });
  });

  it('an edit sends the id and the version read, and keeps the row values it was given', () => {
    expect(templateSaveBody(row, templateValues(row))).toEqual({
      id: 5,
      version: 3,
      name: '一口价玉米合同',
      code: 'CT_CORN',
      templateType: 'fixedPrice',
      fileId: 'f21',
      enabled: 0,
      sortNumber: 4,
      remark: null,
    });
  });

  it('a removed file is sent as null; the sort number is a whole number within the gateway limits', () => {
    const body = templateSaveBody(row, { ...templateValues(row), file: null, sortNumber: 12_345_678.9 });
    expect(body.fileId).toBeNull();
    expect(body.sortNumber).toBe(999_999);
    expect(templateSaveBody(row, { ...templateValues(row), sortNumber: -3 }).sortNumber).toBe(0);
  });
});

describe('template code', () => {
  it('takes letters, digits and _ . : - only, at most 64', () => {
    expect(isTemplateCode('CT_FIXED-1.a:b')).toBe(true);
    expect(isTemplateCode('合同')).toBe(false);
    expect(isTemplateCode('CT 1')).toBe(false);
    expect(isTemplateCode('x'.repeat(65))).toBe(false);
  });

  it('the form rule rejects a bad code with the message and lets a good one through', async () => {
    const rule = codeRule('模板编码只能包含字母、数字和 _ . : -');
    await expect(rule?.validate('CT 1')).rejects.toThrow('模板编码只能包含字母、数字和 _ . : -');
    await expect(rule?.validate('CT_1')).resolves.toBe('CT_1');
  });

  it('the dialog asks for name, code and category, with the gateway length limits', () => {
    const fields = templateFields(t);
    expect(fields.filter((field) => field.required).map((field) => field.label)).toEqual(['模板名称', '模板编码', '合同类别']);
    expect(fields.find((field) => field.prop === 'code')?.props).toMatchObject({ maxLength: 64 });
    expect(fields.find((field) => field.prop === 'templateType')?.options?.map((option) => option.label)).toContain('一口价合同');
  });
});

describe('sample save body', () => {
  const sample = {
    conSampleId: 8,
    conTemplateId: 5,
    conTemplateName: '一口价玉米合同',
    conSampleName: '东北玉米范本',
    fileId: 'f30',
    fileName: '范本.docx',
    filePath: '/gateway/system/file/30',
    enabled: 1 as const,
    version: 2,
  };

  it('a new sample: the chosen template as a number, the name trimmed, its file', () => {
    expect(sampleSaveBody(null, { conTemplateId: '5', conSampleName: ' 华北范本 ', enabled: true, file: { id: 'f31', name: 'x.docx' } })).toEqual({
      conTemplateId: 5,
      conSampleName: '华北范本',
      fileId: 'f31',
      enabled: 1,
    });
  });

  it('an edit sends the sample id and version', () => {
    expect(sampleSaveBody(sample, { ...sampleValues(sample), enabled: false })).toEqual({
      id: 8,
      version: 2,
      conTemplateId: 5,
      conSampleName: '东北玉米范本',
      fileId: 'f30',
      enabled: 0,
    });
  });
});
