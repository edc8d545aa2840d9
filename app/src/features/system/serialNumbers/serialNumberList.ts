/**
 * The 单号规则 list as data (POST /system/serial-number/custom-page): its columns, search fields and how
 * a rule's parts read (CG{orgCode}YYYYMMDD####, the gateway's preview uses the same notation). Pure.
 */
import type { ProColumn, SearchField, StatusItem } from '@srm/design-system';
import type { SerialNumberRuleRow } from '@srm/gateway/api';
import type { AppT } from '../../../i18n/useAppT';

export const SERIAL_NUMBER_TABLE_ID = 'system-serial-number-list';

/** The page's buttons (gateway db/seeds/menus.ts): 新增, 编辑, 重置流水号. */
export const SERIAL_NUMBER_BUTTONS = {
  add: 'system:serial-number:add',
  edit: 'system:serial-number:edit',
  reset: 'system:serial-number:reset',
} as const;

export const RESET_CYCLES = ['every_day', 'every_month', 'every_year', 'none'] as const;

/** A part as the gateway stores it (docs/domain.md "SerialNumberRule"). */
type Part = { type: 'fixedChar' | 'paramCode' | 'dateFormat'; value: string } | { type: 'seq'; width: number };

/** Fixed text as is, parameters as {name}, the date format, # per sequence digit; an unknown part is left out. */
export function partsText(parts: readonly unknown[]): string {
  return parts
    .map((raw) => {
      const part = raw as Part;
      if (part.type === 'seq') return '#'.repeat(Math.max(0, part.width));
      if (part.type === 'paramCode') return `{${part.value}}`;
      if (part.type === 'fixedChar' || part.type === 'dateFormat') return part.value;
      return '';
    })
    .join('');
}

export const resetCycleItems = (t: AppT): StatusItem[] =>
  RESET_CYCLES.map((cycle) => ({ dictItemCode: cycle, dictItemName: t(`system.serial.reset.${cycle}`), color: cycle === 'none' ? 'default' : 'primary' }));

export function serialNumberColumns(t: AppT): ProColumn<SerialNumberRuleRow>[] {
  return [
    { key: 'ruleCode', title: t('system.serial.ruleCode'), valueType: 'code', sortable: true, fixed: 'left' },
    { key: 'ruleName', title: t('system.serial.ruleName'), sortable: true },
    { key: 'parts', title: t('system.serial.pattern'), wide: true, render: (_value, row) => partsText(row.parts) },
    { key: 'resetCycle', title: t('system.serial.resetCycle'), valueType: 'status', options: resetCycleItems(t), sortable: true },
    { key: 'updatedTime', title: t('system.admin.updatedTime'), valueType: 'datetime', sortable: true },
  ];
}

export function serialNumberSearchFields(t: AppT): SearchField[] {
  return [
    { prop: 'ruleCode', label: t('system.serial.ruleCode') },
    { prop: 'ruleName', label: t('system.serial.ruleName') },
    {
      prop: 'resetCycle',
      label: t('system.serial.resetCycle'),
      type: 'select',
      options: resetCycleItems(t).map((item) => ({ value: item.dictItemCode, label: item.dictItemName })),
    },
  ];
}
