/**
 * Message catalogues of the design system, keyed and typed: zh-CN is the source of truth and
 * every other locale must provide every key (a missing key is a type error).
 */
export const zhCN = {
  'common.confirm': '确定',
  'common.cancel': '取消',
  'common.loading': '加载中',
  'common.noData': '暂无数据',
  'field.placeholderInput': '请输入{label}',
  'field.placeholderSelect': '请选择{label}',
  'field.required': '{label}不能为空',
  'field.maxLength': '{label}不能超过{max}个字符',
  'field.counter': '{count}/{max}',
  'password.show': '显示密码',
  'password.hide': '隐藏密码',
  'common.close': '关闭',
  'common.clear': '清空',
  'common.search': '搜索',
  'feedback.tooFrequent': '操作过于频繁，请勿重复点击！',
  // @family:controls-basic (text area, numbers, switch, checkbox, radio, choose): add keys below this line
  'number.increase': '增加{label}',
  'number.decrease': '减少{label}',
  'textarea.counter': '{count}/{max}',
  // @family:selects (select, autoinput, queryselect/pageSelect, user select, cascader, area): add keys below this line
  'select.noMatch': '无匹配数据',
  'select.searching': '正在搜索中...',
  'select.loadingMore': '加载中...',
  // @family:dates: add keys below this line
  'date.openCalendar': '打开日历',
  'date.previousMonth': '上个月',
  'date.nextMonth': '下个月',
  'date.previousYear': '上一年',
  'date.nextYear': '下一年',
  'date.previousYears': '前{count}年',
  'date.nextYears': '后{count}年',
  'date.selectYear': '选择年份',
  'date.selectMonth': '选择月份',
  'date.start': '开始日期',
  'date.end': '结束日期',
  'date.separator': '至',
  // @family:overlays (dialogs, drawer, popover, tooltip, menu, confirm, toast): add keys below this line
  'confirm.defaultTitle': '提示',
  'toast.region': '消息通知',
  'confirm.deleteTitle': '确认删除?',
  'confirm.quickDeleteTitle': '确定删除？',
  'confirm.deleteCancelled': '已取消删除',
  'toast.deleted': '删除成功',
  'toast.operated': '操作成功',
  'toast.added': '新增成功',
  'toast.updated': '修改成功',
  'toast.copied': '复制成功',
  // @family:display (tags, badge, empty, spinner, image, tabs, breadcrumbs, pagination): add keys below this line
  'breadcrumbs.home': '采购管理平台',
  'breadcrumbs.label': '面包屑导航',
  'pagination.label': '分页',
  'pagination.pageSizeLabel': '每页条数',
  'pagination.pageLabel': '第 {page} 页',
  'pagination.prevPages': '向前 {count} 页',
  'pagination.nextPages': '向后 {count} 页',
  'pagination.jumpInput': '跳至页码',
  'tag.remove': '移除{label}',
  'image.loadFailedLabel': '{alt}：加载失败',
  'image.loadFailed': '加载失败',
  'pagination.total': '共 {total} 条',
  'pagination.pageSize': '{size} 条/页',
  'pagination.jumpTo': '跳至',
  'pagination.page': '页',
  'pagination.previous': '上一页',
  'pagination.next': '下一页',
  'pagination.selected': '已选择 {count} 项',
  // @family:form (Form, FormItem, field registry): add keys below this line
  'form.submit': '提交',
  'form.reset': '重置',
} as const;

export type MessageKey = keyof typeof zhCN;
export type Catalogue = Record<MessageKey, string>;

export const en: Catalogue = {
  'common.confirm': 'OK',
  'common.cancel': 'Cancel',
  'common.loading': 'Loading',
  'common.noData': 'No data',
  'field.placeholderInput': 'Enter {label}',
  'field.placeholderSelect': 'Select {label}',
  'field.required': '{label} is required',
  'field.maxLength': '{label} cannot exceed {max} characters',
  'field.counter': '{count}/{max}',
  'password.show': 'Show password',
  'password.hide': 'Hide password',
  'common.close': 'Close',
  'common.clear': 'Clear',
  'common.search': 'Search',
  'feedback.tooFrequent': 'Too many clicks; please do not click repeatedly!',
  // @family:controls-basic: add keys below this line
  'number.increase': 'Increase {label}',
  'number.decrease': 'Decrease {label}',
  'textarea.counter': '{count}/{max}',
  // @family:selects: add keys below this line
  'select.noMatch': 'No matching data',
  'select.searching': 'Searching...',
  'select.loadingMore': 'Loading...',
  // @family:dates: add keys below this line
  'date.openCalendar': 'Open calendar',
  'date.previousMonth': 'Previous month',
  'date.nextMonth': 'Next month',
  'date.previousYear': 'Previous year',
  'date.nextYear': 'Next year',
  'date.previousYears': 'Previous {count} years',
  'date.nextYears': 'Next {count} years',
  'date.selectYear': 'Select year',
  'date.selectMonth': 'Select month',
  'date.start': 'Start date',
  'date.end': 'End date',
  'date.separator': 'to',
  // @family:overlays: add keys below this line
  'confirm.defaultTitle': 'Confirm',
  'toast.region': 'Notifications',
  'confirm.deleteTitle': 'Confirm deletion?',
  'confirm.quickDeleteTitle': 'Delete it?',
  'confirm.deleteCancelled': 'Deletion cancelled',
  'toast.deleted': 'Deleted',
  'toast.operated': 'Done',
  'toast.added': 'Added',
  'toast.updated': 'Updated',
  'toast.copied': 'Copied',
  // @family:display: add keys below this line
  'breadcrumbs.home': 'Procurement Platform',
  'breadcrumbs.label': 'Breadcrumb',
  'pagination.label': 'Pagination',
  'pagination.pageSizeLabel': 'Rows per page',
  'pagination.pageLabel': 'Page {page}',
  'pagination.prevPages': 'Back {count} pages',
  'pagination.nextPages': 'Forward {count} pages',
  'pagination.jumpInput': 'Go to page',
  'tag.remove': 'Remove {label}',
  'image.loadFailedLabel': '{alt}: failed to load',
  'image.loadFailed': 'Failed to load',
  'pagination.total': '{total} in total',
  'pagination.pageSize': '{size} / page',
  'pagination.jumpTo': 'Go to',
  'pagination.page': 'page',
  'pagination.previous': 'Previous page',
  'pagination.next': 'Next page',
  'pagination.selected': '{count} selected',
  // @family:form: add keys below this line
  'form.submit': 'Submit',
  'form.reset': 'Reset',
};

export const supportedLocales = ['zh-CN', 'en'] as const;
export type Locale = (typeof supportedLocales)[number];

export const catalogues: Record<Locale, Catalogue> = { 'zh-CN': zhCN, en };

export type MessageValues = Record<string, string | number>;

/** Replaces `{name}` placeholders; an unknown placeholder is left as it is, so it shows in review. */
export function interpolate(template: string, values?: MessageValues): string {
  if (!values) return template;
  return template.replace(/\{(\w+)\}/g, (match, name: string) =>
    name in values ? String(values[name]) : match,
  );
}

export function translate(locale: Locale, key: MessageKey, values?: MessageValues): string {
  return interpolate(catalogues[locale][key], values);
}
