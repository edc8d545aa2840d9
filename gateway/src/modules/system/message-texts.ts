/**
 * The system area's messages in the catalogue (core/message-catalogue.ts): the key and English twin of
 * every Chinese text its routes throw or answer (the *_MESSAGES of this folder), and the texts the areas
 * share: 保存成功, the row prefixes 第N行：… / 第N条：… of a list of problems, and the terms 组织, 品类.
 * test/message-catalogue-areas.test.ts checks that every message of the area is catalogued.
 */
import { addressMessages, type AddressRule } from '@srm/rules';
import { SAVE_MESSAGES } from '../../core/list/routes.js';
import { registerMessages, type MessageEntry } from '../../core/message-catalogue.js';

export const SYSTEM_MESSAGE_TEXTS: readonly MessageEntry[] = [
  // Shared by the areas.
  { key: 'common.saved', zh: '保存成功', en: 'Saved' },
  { key: 'common.reset', zh: '重置成功', en: 'Reset' },
  // Problems listed per row (第2行：…；第5行：…) or per item, each translated on its own. The list comes first.
  { key: 'row.problems', zh: /^(第\d+行：[^；]*)；(第\d+行：.*|……)$/s, en: '{1}; {2}' },
  { key: 'row.problem', zh: /^第(\d+)行：(.+)$/s, en: 'Row {1}: {2}' },
  { key: 'item.problems', zh: /^(第\d+条：[^；]*)；(第\d+条：.*)$/s, en: '{1}; {2}' },
  { key: 'item.problem', zh: /^第(\d+)条：(.+)$/s, en: 'Item {1}: {2}' },
  { key: 'system.field.org', zh: '组织', en: 'organisation' },
  { key: 'system.field.category', zh: '品类', en: 'category' },
  { key: 'system.field.role', zh: '角色', en: 'role' },
  { key: 'system.field.roleCode', zh: '角色编码', en: 'role code' },
  { key: 'system.field.orgCode', zh: '组织编码', en: 'organisation code' },
  { key: 'system.field.categoryCode', zh: '品类编码', en: 'category code' },

  // Sign-in, single sign-on, window tickets.
  { key: 'system.accountRequired', zh: '请输入用户名', en: 'Enter your user name' },
  { key: 'system.passwordRequired', zh: '请输入密码', en: 'Enter your password' },
  { key: 'system.badCredentials', zh: '用户名或密码错误', en: 'Wrong user name or password' },
  { key: 'system.accountDisabled', zh: '账号已停用', en: 'This account is disabled' },
  { key: 'system.loggedOut', zh: '退出成功', en: 'Signed out' },
  { key: 'system.ssoNotConfigured', zh: '未配置单点登录', en: 'Single sign-on is not configured' },
  { key: 'system.ssoCodeRequired', zh: '请提供临时授权码', en: 'Provide the temporary authorisation code' },
  { key: 'system.ssoCodeInvalid', zh: '临时授权码无效或已过期，请重新登录', en: 'The temporary authorisation code is invalid or has expired; please sign in again' },
  { key: 'system.ssoUnavailable', zh: '单点登录服务暂不可用，请稍后再试', en: 'Single sign-on is unavailable right now; please try again later' },
  { key: 'system.ssoNoAccount', zh: '该员工尚未开通本系统账号', en: 'This employee has no account in this system yet' },
  { key: 'system.ticketInvalid', zh: '登录凭证已失效，请重新打开', en: 'The sign-in ticket has expired; please open the page again' },
  { key: 'system.ticketRequired', zh: '请提供登录凭证', en: 'Provide the sign-in ticket' },

  // Users, their roles, organisations, categories and menu scopes.
  { key: 'system.userNotFound', zh: '用户不存在', en: 'The user does not exist' },
  { key: 'system.roleRequired', zh: '请至少选择一个角色', en: 'Select at least one role' },
  { key: 'system.cannotDisableSelf', zh: '不能停用当前登录的用户', en: 'You cannot disable the user you are signed in as' },
  { key: 'system.employeeCodeTaken', zh: /^工号 (.+) 已被其他用户使用$/, en: 'Employee number {1} is already used by another user' },
  { key: 'system.hrSyncNotConfigured', zh: '未配置人力资源系统（PS）接口，无法同步用户', en: 'The HR system (PS) interface is not configured; users cannot be synced' },
  { key: 'system.keepOwnAdmin', zh: '不能移除自己的管理员角色', en: 'You cannot remove your own administrator role' },
  // After 请求参数错误： (validation.badRequest translates the whole).
  { key: 'system.userIdsDiffer', zh: '列表中的 userId 须为同一用户', en: 'every userId in the list must be the same user' },
  { key: 'system.unknownIds', zh: /^(\S+?)ID (.+) 不存在$/, en: 'Unknown {1} ID: {2}' },
  { key: 'system.orgsRequired', zh: '请至少选择一个组织', en: 'Select at least one organisation' },
  { key: 'system.menuRequired', zh: '请选择菜单', en: 'Select a menu' },
  { key: 'system.menuMismatch', zh: '菜单ID与菜单编码不一致', en: 'The menu ID and the menu code do not match' },
  { key: 'system.menuRepeated', zh: /^菜单 (.+) 重复$/, en: 'Menu {1} is listed twice' },
  { key: 'system.menuUnknown', zh: /^菜单 (.+) 不存在$/, en: 'Menu {1} does not exist' },
  { key: 'system.scopeOrgsRequired', zh: '组织范围为“指定组织”时须选择组织', en: 'Select the organisations when the organisation scope is “Specified organisations”' },
  { key: 'system.scopeCategoriesRequired', zh: '品类范围为“指定品类”时须选择品类', en: 'Select the categories when the category scope is “Specified categories”' },

  // The user permission import.
  { key: 'system.imported', zh: /^导入成功，共更新 (\d+) 个用户的权限$/, en: 'Imported: the permissions of {1} users were updated' },
  // The column names stay as the (Chinese) template writes them. The pipeline's own texts (a file that is
  // not an xlsx, a missing column, the refusal) are catalogued by core/import/message-texts.ts.
  { key: 'system.importCodeColumnsMissing', zh: /^模板不正确：须包含(.+)中的至少一列$/, en: 'Wrong template: it needs at least one of the columns {1}' },
  { key: 'system.importTooManyRows', zh: /^一次最多导入 (\d+) 行$/, en: 'At most {1} rows can be imported at a time' },
  { key: 'system.employeeCodeRequired', zh: '工号不能为空', en: 'The employee number is required' },
  { key: 'system.importNothingToAssign', zh: '角色编码、组织编码、品类编码至少填写一项', en: 'Fill in at least one of the role codes, organisation codes and category codes' },
  { key: 'system.codeTooLong', zh: /^编码 (.+) 过长$/, en: 'Code {1} is too long' },
  { key: 'system.employeeCodeUnknown', zh: /^工号 (.+) 不存在$/, en: 'No user has the employee number {1}' },
  { key: 'system.employeeCodeAmbiguous', zh: /^工号 (.+) 对应多个用户$/, en: 'Employee number {1} belongs to more than one user' },
  { key: 'system.nameMismatch', zh: /^工号 (.+) 与姓名 (.+) 不一致$/, en: 'Employee number {1} does not match the name {2}' },
  // Codes that do not exist (组织编码 A、B 不存在): after the more precise patterns above.
  { key: 'system.codesUnknown', zh: /^(\S+) (.+) 不存在$/, en: 'Unknown {1}: {2}' },

  // Organisations, categories, dictionaries, menus, messages.
  { key: 'system.orgNotFound', zh: '组织不存在', en: 'The organisation does not exist' },
  { key: 'system.orgNotBu', zh: '只能修改BU（集团）组织', en: 'Only BU (group) organisations can be edited' },
  { key: 'system.orgNotCompany', zh: '该组织不是公司', en: 'This organisation is not a company' },
  { key: 'system.categoryNotFound', zh: '品类不存在', en: 'The category does not exist' },
  { key: 'system.categoryIdOrCodeRequired', zh: '请提供品类ID或品类编码', en: 'Provide a category ID or category code' },
  { key: 'system.dictItemNotFound', zh: '字典项不存在', en: 'The dictionary item does not exist' },
  { key: 'system.dictNotFound', zh: '字典不存在', en: 'The dictionary does not exist' },
  { key: 'system.menuNotFound', zh: '菜单不存在', en: 'The menu does not exist' },
  { key: 'system.messageNotFound', zh: '消息不存在', en: 'The message does not exist' },

  // Shortcuts and table settings.
  { key: 'system.tooManyShortMenus', zh: /^抱歉，常用功能不能超过(\d+)个$/, en: 'Sorry, you can have at most {1} shortcuts' },
  { key: 'system.shortMenusConfigured', zh: '常用功能配置成功', en: 'Shortcuts saved' },
  { key: 'system.tooManyTableSettings', zh: /^每个用户最多保存 (\d+) 个表格的设置，请先重置不再使用的表格$/, en: 'Each user can keep the settings of at most {1} tables; reset the tables you no longer use first' },
  // After 请求参数错误： (validation.badRequest translates the whole).
  { key: 'system.tableIdChars', zh: 'tableId 只能包含字母、数字和 : . _ / -', en: 'tableId may contain only letters, digits and : . _ / -' },
  { key: 'system.settingsTooLarge', zh: 'settings 不能超过 16 KB', en: 'settings may be at most 16 KB' },
  { key: 'system.settingsBadText', zh: 'settings 含有无法保存的字符', en: 'settings holds characters that cannot be saved' },

  // Addresses: the form rules of the design system (with their own English), and the routes' texts.
  ...(Object.keys(addressMessages['zh-CN']) as AddressRule[]).map((rule): MessageEntry => ({ key: `address.${rule}`, zh: addressMessages['zh-CN'][rule], en: addressMessages.en[rule] })),
  { key: 'list.notFound', zh: SAVE_MESSAGES.notFound('地址'), en: 'The address does not exist or you may not see it' },
  { key: 'system.addressCompanyUnknown', zh: '所属主体不存在', en: 'The owning company does not exist' },

  // Administration lists (issue 21): serial-number rules and the interface log.
  { key: 'system.serialRuleNotFound', zh: '单号规则不存在', en: 'The serial-number rule does not exist' },
  // 单号规则 editing (serial-number-rules.ts checkSerialRule, serial-numbers.ts save and reset).
  { key: 'system.serialRuleCodeInvalid', zh: '规则编码须以大写字母开头，只能包含大写字母、数字和下划线，且不超过 64 个字符', en: 'The rule code must start with a capital letter and hold only capital letters, digits and underscores, at most 64 characters' },
  { key: 'system.serialRuleNameRequired', zh: '规则名称不能为空', en: 'The rule name is required' },
  { key: 'system.serialRuleCodeTaken', zh: /^规则编码 (.+) 已存在$/, en: 'Rule code {1} already exists' },
  { key: 'system.serialRuleCodeFixed', zh: '规则编码保存后不能修改', en: 'The rule code cannot be changed once saved' },
  { key: 'system.serialPartsRequired', zh: '规则组成不能为空', en: 'The rule needs at least one part' },
  { key: 'system.serialTooManyParts', zh: /^规则组成最多 (\d+) 段$/, en: 'A rule has at most {1} parts' },
  { key: 'system.serialSeqRequired', zh: '规则组成须包含且只包含一个流水号', en: 'The rule must have exactly one sequence part' },
  { key: 'system.serialDateRepeated', zh: '规则组成最多包含一个日期', en: 'The rule may have at most one date part' },
  { key: 'system.serialPartUnknown', zh: /^第(\d+)段：未知的组成类型$/, en: 'Part {1}: unknown part type' },
  { key: 'system.serialFixedCharInvalid', zh: /^第(\d+)段：固定字符只能包含字母、数字、- 和 _，且为 1～20 个字符$/, en: 'Part {1}: fixed text must be 1 to 20 letters, digits, - or _' },
  { key: 'system.serialParamCodeInvalid', zh: /^第(\d+)段：参数编码须以字母开头，只能包含字母、数字和 _$/, en: 'Part {1}: a parameter code must start with a letter and hold only letters, digits and _' },
  { key: 'system.serialParamCodeRepeated', zh: /^第(\d+)段：参数重复$/, en: 'Part {1}: the parameter is already used' },
  { key: 'system.serialDateFormatInvalid', zh: /^第(\d+)段：日期格式须为 YYYY、YYYYMM、YYYYMMDD 或 YYMMDD$/, en: 'Part {1}: the date format must be YYYY, YYYYMM, YYYYMMDD or YYMMDD' },
  { key: 'system.serialSeqWidthInvalid', zh: /^第(\d+)段：流水号位数须为 1～12 的整数$/, en: 'Part {1}: the sequence width must be a whole number from 1 to 12' },
  {
    key: 'system.serialDateTooCoarse',
    zh: '重置周期须与日期格式一致：每日重置须有精确到日的日期，每月重置须有精确到月的日期，每年重置须有日期，否则各期的单号会重复',
    en: 'The reset cycle must match the date: a daily reset needs the day in the number, a monthly one the month, a yearly one a date; otherwise periods would repeat numbers',
  },
  { key: 'system.interfaceLogNotFound', zh: '接口日志不存在', en: 'The interface log entry does not exist' },
  { key: 'system.interfaceLogSucceeded', zh: '该记录已推送成功，无需重新推送', en: 'This entry was already sent successfully; there is no need to push it again' },
  { key: 'system.interfaceLogResent', zh: '已重新推送', en: 'Pushed again' },
];

registerMessages(SYSTEM_MESSAGE_TEXTS);
