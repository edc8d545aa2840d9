/**
 * The Chinese messages of printing (spec 01 §5 "Files", §8). The spec names three of them only in
 * English: 'print template not found', 'contract template not found' and 'please select a sample';
 * their Chinese here is ours, and the design system's `printing` family carries the same texts.
 */
export const PRINT_MESSAGES = {
  printTemplateNotFound: '未找到打印模板',
  contractTemplateNotFound: '未找到合同模板',
  /** 请选择打印模板 (spec 01 §5): a print call without a template. */
  chooseTemplate: '请选择打印模板',
  chooseSample: '请选择范本',
  templateFileMissing: '模板文件不存在，请重新上传',
  templateInvalid: (detail: string) => `模板格式不正确：${detail}`,
  templateNotDocx: '模板须为 .docx 格式的 Word 文件',
  /** Chromium is missing or failed (answered as 503, never 500). */
  printUnavailable: '打印服务不可用，请联系管理员',
  printFailed: '获取打印信息出错了',
  badFrontParams: 'frontParams 须为 JSON 对象',
  frontParamsTooLarge: 'frontParams 不能超过 64KB',
  unknownBizType: (bizType: string) => `不支持的打印业务类型：${bizType}`,
  codeTaken: (code: string) => `模板编码 ${code} 已存在`,
  sampleNameTaken: (name: string) => `该合同模板下已有名为 ${name} 的范本`,
  sampleNotFound: '范本不存在',
  uploaded: '上传成功',
} as const;
