/**
 * Printing's messages in the catalogue (core/message-catalogue.ts): the key and English twin of every
 * Chinese text its routes throw or answer (PRINT_MESSAGES, and the print data resolvers' own, core
 * PRINT_DATA_MESSAGES). The three the spec names in English keep its words ('print template not found' …).
 * test/message-catalogue-areas.test.ts checks that every message of the area is catalogued.
 */
import { PRINT_DATA_MESSAGES } from '../../core/print-data.js';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

/** The template lists (template-admin.ts): their label in English, singular and plural. */
const RESOURCES: readonly (readonly [label: string, one: string, many: string])[] = [
  ['打印模板', 'print template', 'print templates'],
  ['合同模板', 'contract template', 'contract templates'],
];

export const PRINT_MESSAGE_TEXTS: readonly MessageEntry[] = [
  { key: 'print.templateNotFound', zh: '未找到打印模板', en: 'Print template not found' },
  { key: 'print.contractTemplateNotFound', zh: '未找到合同模板', en: 'Contract template not found' },
  { key: 'print.chooseTemplate', zh: '请选择打印模板', en: 'Please select a print template' },
  { key: 'print.chooseSample', zh: '请选择范本', en: 'Please select a sample' },
  { key: 'print.templateFileMissing', zh: '模板文件不存在，请重新上传', en: 'The template file does not exist; please upload it again' },
  { key: 'print.templateInvalid', zh: /^模板格式不正确：(.*)$/s, en: 'The template is not valid: {1}' },
  // The detail of templateInvalid when the parser gives none (docx.ts).
  { key: 'print.templateUnreadable', zh: '无法解析模板', en: 'the template cannot be read' },
  { key: 'print.templateNotDocx', zh: '模板须为 .docx 格式的 Word 文件', en: 'The template must be a Word file in .docx format' },
  { key: 'print.unavailable', zh: '打印服务不可用，请联系管理员', en: 'The print service is unavailable; please contact the administrator' },
  { key: 'print.failed', zh: '获取打印信息出错了', en: 'Could not get the print data' },
  { key: 'print.badFrontParams', zh: 'frontParams 须为 JSON 对象', en: 'frontParams must be a JSON object' },
  { key: 'print.frontParamsTooLarge', zh: 'frontParams 不能超过 64KB', en: 'frontParams may be at most 64 KB' },
  { key: 'print.unknownBizType', zh: /^不支持的打印业务类型：(.*)$/s, en: 'Unsupported print business type: {1}' },
  { key: 'print.codeTaken', zh: /^模板编码 (.+) 已存在$/, en: 'Template code {1} already exists' },
  { key: 'print.sampleNameTaken', zh: /^该合同模板下已有名为 (.+) 的范本$/, en: 'This contract template already has a sample named {1}' },
  { key: 'print.sampleNotFound', zh: '范本不存在', en: 'The sample does not exist' },
  { key: 'print.bizIdRequired', zh: PRINT_DATA_MESSAGES.bizIdRequired, en: 'The business key is required' },
  ...RESOURCES.map(([label, one]): MessageEntry => ({ key: 'list.notFound', zh: SAVE_MESSAGES.notFound(label), en: `The ${one} does not exist or you may not see it` })),
  ...RESOURCES.map(([label, , many]): MessageEntry => ({
    key: 'list.someMissing',
    zh: SAVE_MESSAGES.someMissing(label),
    en: `Some ${many} do not exist or you may not delete them; nothing was deleted`,
  })),
];

registerMessages(PRINT_MESSAGE_TEXTS);
