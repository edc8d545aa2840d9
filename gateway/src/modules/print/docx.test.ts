import PizZip from 'pizzip';
import { describe, expect, it } from 'vitest';
import { buildDocx, builtinTemplate } from './builtin-templates.js';
import { checkTemplate, docxToHtml, fillTemplate, printableHtml } from './docx.js';
import { asyncRefusal } from './test-helpers.js';
import { DEMO_CONTRACT_TEMPLATES, DEMO_PRINT_TEMPLATES } from '../../db/seeds/print-templates.js';

const documentXml = (docx: Buffer) => new PizZip(docx).file('word/document.xml')?.asText() ?? '';

describe('fillTemplate', () => {
  it('fills values and loops, and prints a missing value as nothing', async () => {
    const template = buildDocx([{ text: '供应商：{supplierName}' }, { text: '{#lines}{matName}×{quantity}；{/lines}' }, { text: '备注：{remark}' }]);
    const xml = documentXml(await fillTemplate(template, { supplierName: '中粮贸易', lines: [{ matName: '玉米', quantity: 10 }, { matName: '豆粕', quantity: 5 }] }));
    expect(xml).toContain('供应商：中粮贸易');
    expect(xml).toContain('玉米×10；豆粕×5；');
    expect(xml).toContain('备注：<');
    expect(xml).not.toContain('undefined');
  });

  it('keeps markup in values as text', async () => {
    const filled = await fillTemplate(buildDocx([{ text: '{name}' }]), { name: '<b>加粗</b> & "引号"' });
    expect(documentXml(filled)).toContain('&lt;b&gt;加粗&lt;/b&gt; &amp;');
    const html = await docxToHtml(filled);
    expect(html).toContain('&lt;b&gt;加粗&lt;/b&gt; &amp;');
    expect(html).not.toContain('<b>加粗');
  });
});

describe('checkTemplate', () => {
  it('refuses what is not a .docx, and templates with broken tags, with a 422', async () => {
    expect((await asyncRefusal(() => checkTemplate(Buffer.from('not a zip')))).message).toBe('模板须为 .docx 格式的 Word 文件');
    const zip = new PizZip();
    zip.file('hello.txt', 'hi');
    expect((await asyncRefusal(() => checkTemplate(zip.generate({ type: 'nodebuffer' })))).httpStatus).toBe(422);
    const broken = await asyncRefusal(() => checkTemplate(buildDocx([{ text: '{#lines}{name}' }])));
    expect(broken.httpStatus).toBe(422);
    expect(broken.message).toMatch(/^模板格式不正确：.*lines/);
    await expect(checkTemplate(buildDocx([{ text: '{ok}' }]))).resolves.toBeUndefined();
  });
});

describe('docxToHtml and printableHtml', () => {
  it('turns headings and tables into HTML inside a page with the print stylesheet', async () => {
    const html = await docxToHtml(buildDocx([{ text: '采购合同', heading: 1 }, { rows: [['品类', '数量'], ['玉米', '500']] }]));
    expect(html).toContain('<h1>采购合同</h1>');
    expect(html).toMatch(/<table>.*<td><p>玉米<\/p><\/td>/);
    const page = printableHtml(html, '合同<1>');
    expect(page).toContain('<title>合同&lt;1&gt;</title>');
    expect(page).toContain('@page { size: A4;');
    expect(page).toContain('Noto Serif CJK SC');
  });
});

describe('builtinTemplate', () => {
  it('has a valid document for every seeded template code and none for others', async () => {
    for (const { code } of [...DEMO_PRINT_TEMPLATES, ...DEMO_CONTRACT_TEMPLATES]) {
      const docx = builtinTemplate(code);
      expect(docx, code).not.toBeNull();
      await expect(checkTemplate(docx as Buffer), code).resolves.toBeUndefined();
    }
    expect(builtinTemplate('PT_UPLOADED_ONLY')).toBeNull();
    expect(builtinTemplate('toString')).toBeNull();
  });

  it('repeats the table row of a business form for each line', async () => {
    const xml = documentXml(await fillTemplate(builtinTemplate('PT_ACCOUNT_CHECK') as Buffer, { billNo: 'DZ-01', lines: [{ contractNo: 'HT-1' }, { contractNo: 'HT-2' }] }));
    expect(xml).toContain('对账单号：DZ-01');
    expect(xml).toContain('HT-1');
    expect(xml).toContain('HT-2');
    expect(xml).not.toContain('{#lines}');
  });
});
