import { ClassNames } from '@emotion/react';
import { useContext, useMemo, useState, type ReactNode } from 'react';
import {
  Header,
  Menu as RACMenu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover as RACPopover,
  Toolbar,
  type Selection,
} from 'react-aria-components';
import { useLocale } from '../../i18n/LocaleProvider';
import type { MessageKey } from '../../i18n/messages';
import { menuPopoverStyles } from '../../overlays/Menu/menuStyles';
import { ToastContext } from '../../overlays/Toast';
import { overlayTokens } from '../../theme/tokens';
import { ColumnSettingsDrawer, type ColumnSettingsColumn } from '../columnSettings/ColumnSettingsDrawer';
import { reconcileColumnSettings, setFixed } from '../columnSettings/columnSettings';
import type { ColumnSetting, FixedSide, TableDensity } from '../types';
import { TableIconButton, TableToggleIconButton } from './IconButton';
import {
  CheckIcon,
  ColumnsIcon,
  DensityIcon,
  DownloadIcon,
  PinIcon,
  RefreshIcon,
  SearchIcon,
  UploadIcon,
} from './icons';
import { selectableMenuStyles, toolbarStyles } from './toolbarStyles';

/** The density presets of the 密度 menu, in menu order, with their labels. */
export const TABLE_DENSITIES: readonly { value: TableDensity; labelKey: MessageKey }[] = [
  { value: 'default', labelKey: 'tableToolbar.densityDefault' },
  { value: 'middle', labelKey: 'tableToolbar.densityMiddle' },
  { value: 'small', labelKey: 'tableToolbar.densitySmall' },
];

/** The column settings the 列设置 and 固定列 buttons work on (from `useColumnSettings`). */
export interface TableToolbarColumnSettings {
  /** The table's columns in code order. */
  columns: readonly ColumnSettingsColumn[];
  /** The current settings. */
  settings: readonly ColumnSetting[];
  /** Called with the new settings after each change. */
  onChange: (settings: ColumnSetting[]) => void;
  /** Called after 重置 is confirmed with 继续. */
  onReset: () => void;
}

export interface TableToolbarProps {
  /**
   * Names the toolbar.
   * @default 表格工具栏 / Table tools
   */
  'aria-label'?: string;
  /** Content before the icon buttons (batch actions, primary buttons …); part of the toolbar's arrow-key order. */
  children?: ReactNode;
  /** Whether the search form is shown (the toggle's pressed state). @default false */
  isSearchVisible?: boolean;
  /** Shows the search toggle (显示搜索 / 隐藏搜索); called with the new visibility. */
  onSearchVisibleChange?: (visible: boolean) => void;
  /** Shows the 上传 button. */
  onUpload?: () => void;
  /** Shows the download button (下载, or `downloadLabel`). */
  onDownload?: () => void;
  /**
   * Checked before `onDownload`: a message (for example the search form's 「合同名称」不能为空！) is
   * shown as a warning instead of downloading.
   */
  exportGuard?: () => string | null;
  /**
   * The download button's name and tooltip.
   * @default 下载 / Download
   */
  downloadLabel?: string;
  /** Shows the 刷新 button. */
  onRefresh?: () => void;
  /** Shows the refresh button as busy (spinning icon, `data-pending`). @default false */
  isRefreshing?: boolean;
  /** Column settings for the 列设置 drawer and the 固定列 menu; without them neither button shows. */
  columnSettings?: TableToolbarColumnSettings;
  /** Shows the 列设置 button (when `columnSettings` is given). @default true */
  showColumnSetting?: boolean;
  /** Shows the 固定列 menu (when `columnSettings` is given). @default false */
  showColumnFixing?: boolean;
  /** The current row density. @default 'default' */
  density?: TableDensity;
  /** Shows the 密度 menu; called with the chosen density. */
  onDensityChange?: (density: TableDensity) => void;
  /** Extra class on the toolbar. */
  className?: string;
}

const FIX_SIDES: readonly FixedSide[] = ['left', 'right'];

/**
 * The table's toolbar (spec 01 §2.6): a react-aria Toolbar of icon buttons, each shown only when its
 * handler (or flag) is given — search toggle, 上传, 下载, 刷新, 列设置 (opens the column-settings
 * drawer), 固定列 (a menu pinning visible columns left or right) and 密度 (默认 / 中等 / 紧凑). Every button
 * is named and has a tooltip; arrow keys move between them. The export guard's message and the
 * drawer's reset need `ToastProvider` and `ConfirmProvider` above.
 */
export function TableToolbar({
  'aria-label': ariaLabel,
  children,
  isSearchVisible = false,
  onSearchVisibleChange,
  onUpload,
  onDownload,
  exportGuard,
  downloadLabel,
  onRefresh,
  isRefreshing = false,
  columnSettings,
  showColumnSetting = true,
  showColumnFixing = false,
  density = 'default',
  onDensityChange,
  className,
}: TableToolbarProps) {
  const { t } = useLocale();
  const toasts = useContext(ToastContext);
  const [drawerOpen, setDrawerOpen] = useState(false);

  const download = () => {
    const problem = exportGuard?.() ?? null;
    if (problem) {
      if (toasts) toasts.add('warning', problem);
      else console.warn(problem);
      return;
    }
    onDownload?.();
  };

  const downloadText = downloadLabel ?? t('tableToolbar.download');

  return (
    <ClassNames>
      {({ css, cx, theme }) => {
        const menuClass = cx(css(menuPopoverStyles(theme)), css(selectableMenuStyles(theme)));
        return (
          <>
            <Toolbar
              aria-label={ariaLabel ?? t('tableToolbar.label')}
              className={cx(css(toolbarStyles(theme)), className)}
            >
              {children != null ? <div className="srm-table-toolbar-extra">{children}</div> : null}
              {onSearchVisibleChange ? (
                <TableToggleIconButton
                  label={t('tableToolbar.showSearch')}
                  tooltip={isSearchVisible ? t('tableToolbar.hideSearch') : t('tableToolbar.showSearch')}
                  icon={<SearchIcon />}
                  isSelected={isSearchVisible}
                  onChange={onSearchVisibleChange}
                  data-action="search"
                />
              ) : null}
              {onUpload ? (
                <TableIconButton label={t('tableToolbar.upload')} icon={<UploadIcon />} onPress={onUpload} data-action="upload" />
              ) : null}
              {onDownload ? (
                <TableIconButton label={downloadText} icon={<DownloadIcon />} onPress={download} data-action="download" />
              ) : null}
              {onRefresh ? (
                <TableIconButton
                  label={t('tableToolbar.refresh')}
                  icon={<RefreshIcon />}
                  onPress={onRefresh}
                  isPending={isRefreshing}
                  data-action="refresh"
                />
              ) : null}
              {columnSettings && showColumnSetting ? (
                <TableIconButton
                  label={t('columnSettings.title')}
                  icon={<ColumnsIcon />}
                  onPress={() => setDrawerOpen(true)}
                  aria-haspopup="dialog"
                  aria-expanded={drawerOpen}
                  data-action="column-setting"
                />
              ) : null}
              {columnSettings && showColumnFixing ? (
                <ColumnFixingMenu columnSettings={columnSettings} menuClass={menuClass} />
              ) : null}
              {onDensityChange ? (
                <MenuTrigger>
                  <TableIconButton label={t('tableToolbar.density')} icon={<DensityIcon />} data-action="density" />
                  <RACPopover placement="bottom end" offset={overlayTokens.offset / 2} className={menuClass}>
                    <RACMenu
                      className="srm-menu"
                      aria-label={t('tableToolbar.density')}
                      selectionMode="single"
                      disallowEmptySelection
                      selectedKeys={[density]}
                      onSelectionChange={(keys: Selection) => {
                        const [next] = keys === 'all' ? [] : [...keys];
                        if (next !== undefined && next !== density) onDensityChange(next as TableDensity);
                      }}
                    >
                      {TABLE_DENSITIES.map(({ value, labelKey }) => (
                        <MenuItem key={value} id={value} textValue={t(labelKey)} className="srm-menu-item srm-table-menu-item">
                          <span className="srm-table-menu-check">
                            <CheckIcon />
                          </span>
                          <span className="srm-menu-item-label">{t(labelKey)}</span>
                        </MenuItem>
                      ))}
                    </RACMenu>
                  </RACPopover>
                </MenuTrigger>
              ) : null}
            </Toolbar>
            {/* Outside the toolbar, so its arrow-key handling never sees the drawer's keys. */}
            {columnSettings && showColumnSetting ? (
              <ColumnSettingsDrawer
                isOpen={drawerOpen}
                onOpenChange={setDrawerOpen}
                columns={columnSettings.columns}
                settings={columnSettings.settings}
                onChange={columnSettings.onChange}
                onReset={columnSettings.onReset}
              />
            ) : null}
          </>
        );
      }}
    </ClassNames>
  );
}

/**
 * 固定列: a menu with two checkable sections, 固定在左侧 and 固定在右侧, listing the visible columns;
 * checking a column pins it to that side (and off the other), unchecking unpins it. It stays open
 * while choosing.
 */
function ColumnFixingMenu({ columnSettings, menuClass }: { columnSettings: TableToolbarColumnSettings; menuClass: string }) {
  const { t } = useLocale();
  const { columns, settings: given, onChange } = columnSettings;
  const settings = useMemo(() => reconcileColumnSettings(columns, given), [columns, given]);
  const titles = useMemo(() => new Map(columns.map((column) => [column.key, column.title] as const)), [columns]);
  const visible = settings.filter((setting) => setting.visible);

  const choose = (side: FixedSide, keys: Selection) => {
    const chosen = new Set(keys === 'all' ? visible.map((s) => s.key) : [...keys].map((key) => String(key).slice(side.length + 1)));
    let next = settings;
    for (const setting of visible) {
      const was = setting.fixed === side;
      const now = chosen.has(setting.key);
      if (now && !was) next = setFixed(next, setting.key, side);
      if (!now && was) next = setFixed(next, setting.key, undefined);
    }
    if (next !== settings) onChange(next);
  };

  return (
    <MenuTrigger>
      <TableIconButton label={t('tableToolbar.columnFixing')} icon={<PinIcon />} data-action="column-fixing" />
      <RACPopover placement="bottom end" offset={overlayTokens.offset / 2} className={menuClass}>
        <RACMenu className="srm-menu" aria-label={t('tableToolbar.columnFixing')}>
          {FIX_SIDES.map((side) => {
            const sectionTitle = side === 'left' ? t('columnSettings.pinLeftShort') : t('columnSettings.pinRightShort');
            return (
              <MenuSection
                key={side}
                id={side}
                selectionMode="multiple"
                shouldCloseOnSelect={false}
                selectedKeys={visible.filter((s) => s.fixed === side).map((s) => `${side}:${s.key}`)}
                onSelectionChange={(keys) => choose(side, keys)}
              >
                <Header className="srm-menu-section-title">{sectionTitle}</Header>
                {visible.map((setting) => {
                  const name = titles.get(setting.key) ?? setting.key;
                  return (
                    <MenuItem
                      key={`${side}:${setting.key}`}
                      id={`${side}:${setting.key}`}
                      textValue={name}
                      className="srm-menu-item srm-table-menu-item"
                    >
                      <span className="srm-table-menu-check">
                        <CheckIcon />
                      </span>
                      <span className="srm-menu-item-label">{name}</span>
                    </MenuItem>
                  );
                })}
              </MenuSection>
            );
          })}
        </RACMenu>
      </RACPopover>
    </MenuTrigger>
  );
}
