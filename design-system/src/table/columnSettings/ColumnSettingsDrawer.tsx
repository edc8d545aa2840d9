import { ClassNames } from '@emotion/react';
import { useEffect, useId, useMemo, useRef, useState, type ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Button } from '../../controls/Button';
import { Checkbox } from '../../controls/Checkbox';
import { useLocale } from '../../i18n/LocaleProvider';
import { EnsureConfirmProvider, useConfirm } from '../../overlays/ConfirmDialog/ConfirmProvider';
import { Drawer, type DrawerProps } from '../../overlays/Drawer';
import { TableIconButton, TableToggleIconButton } from '../toolbar/IconButton';
import { ArrowDownIcon, ArrowUpIcon, PinLeftIcon, PinRightIcon, UnpinIcon } from '../toolbar/icons';
import type { ColumnSetting, FixedSide, ProColumn } from '../types';
import {
  canHide,
  minVisibleColumns,
  moveBounds,
  moveColumn,
  reconcileColumnSettings,
  setFixed,
  toggleVisible,
  visibleCount,
} from './columnSettings';
import { columnSettingsStyles } from './columnSettingsStyles';

/** What the drawer needs of a column: its key, its title and its code defaults. */
export type ColumnSettingsColumn = Pick<ProColumn, 'key' | 'title' | 'fixed' | 'defaultHidden'>;

export interface ColumnSettingsDrawerProps
  extends Pick<DrawerProps, 'isOpen' | 'defaultOpen' | 'onOpenChange' | 'placement' | 'width'> {
  /** The table's columns in code order (for their titles). */
  columns: readonly ColumnSettingsColumn[];
  /** The current settings (from `useColumnSettings`); columns missing from them get their defaults. */
  settings: readonly ColumnSetting[];
  /** Called with the new settings after every change (show/hide, move, pin). */
  onChange: (settings: ColumnSetting[]) => void;
  /** Called when the user confirms 重置 with 继续: restore the code defaults (`useColumnSettings().reset`). */
  onReset: () => void;
  /**
   * The drawer's title.
   * @default 列设置 / Column settings
   */
  title?: ReactNode;
}

type MoveDirection = 'up' | 'down';

/**
 * The column-settings drawer (spec 01 §2.6): one row per column with a checkbox to show or hide
 * it (at least 5 stay visible), move up / move down buttons and pin left / pin right / not pinned
 * toggles. Changes apply at once through `onChange`; 重置 asks for confirmation (继续 / 放弃) and then
 * calls `onReset`. The confirmation uses the ConfirmProvider above (SrmProvider's), or one of its own.
 */
export function ColumnSettingsDrawer(props: ColumnSettingsDrawerProps) {
  return (
    <EnsureConfirmProvider>
      <ColumnSettingsPanel {...props} />
    </EnsureConfirmProvider>
  );
}

function ColumnSettingsPanel({
  columns,
  settings: givenSettings,
  onChange,
  onReset,
  title,
  width = 'small',
  ...drawerProps
}: ColumnSettingsDrawerProps) {
  const { t } = useLocale();
  const confirm = useConfirm();
  const hintId = useId();
  const settings = useMemo(() => reconcileColumnSettings(columns, givenSettings), [columns, givenSettings]);
  const titles = useMemo(() => new Map(columns.map((column) => [column.key, column.title] as const)), [columns]);
  const min = minVisibleColumns(settings.length);
  const atLimit = visibleCount(settings) <= min;
  const [announcement, setAnnouncement] = useState('');
  const listRef = useRef<HTMLUListElement>(null);
  // A moved row may be re-inserted in the DOM, which drops focus: put it back on the same button
  // (or on the other move button once the row reaches an end).
  const pendingFocus = useRef<{ key: string; direction: MoveDirection } | null>(null);

  useEffect(() => {
    const request = pendingFocus.current;
    const list = listRef.current;
    if (!request || !list) return;
    pendingFocus.current = null;
    const row = Array.from(list.querySelectorAll<HTMLElement>('[data-column-key]')).find(
      (element) => element.dataset.columnKey === request.key,
    );
    if (!row) return;
    const other: MoveDirection = request.direction === 'up' ? 'down' : 'up';
    const same = row.querySelector<HTMLButtonElement>(`[data-move="${request.direction}"]`);
    const target = same && !same.disabled ? same : row.querySelector<HTMLButtonElement>(`[data-move="${other}"]`);
    if (target && document.activeElement !== target) target.focus();
  });

  const titleOf = (key: string) => titles.get(key) ?? key;

  const move = (index: number, direction: MoveDirection) => {
    const setting = settings[index];
    if (!setting) return;
    const next = moveColumn(settings, index, direction === 'up' ? index - 1 : index + 1);
    if (next === settings) return;
    pendingFocus.current = { key: setting.key, direction };
    setAnnouncement(
      t('columnSettings.moved', { title: titleOf(setting.key), position: next.findIndex((s) => s.key === setting.key) + 1 }),
    );
    onChange(next);
  };

  const pin = (key: string, side: FixedSide | undefined) => {
    const next = setFixed(settings, key, side);
    if (next !== settings) onChange(next);
  };

  const reset = async () => {
    const ok = await confirm({
      message: t('columnSettings.resetConfirm'),
      confirmLabel: t('columnSettings.resetContinue'),
      cancelLabel: t('columnSettings.resetCancel'),
    });
    if (ok) {
      setAnnouncement('');
      onReset();
    }
  };

  return (
    <Drawer
      {...drawerProps}
      width={width}
      title={title ?? t('columnSettings.title')}
      footer={<Button onPress={reset}>{t('columnSettings.reset')}</Button>}
    >
      <ClassNames>
        {({ css, theme }) => (
          <div className={css(columnSettingsStyles(theme))} data-limit={atLimit || undefined}>
            <p id={hintId} className="srm-column-settings-hint" data-limit={atLimit || undefined}>
              {t('columnSettings.minVisible', { min })}
            </p>
            <ul ref={listRef} role="list" className="srm-column-settings-list" aria-label={t('columnSettings.list')}>
              {settings.map((setting, index) => {
                const name = titleOf(setting.key);
                const locked = setting.visible && !canHide(settings, setting.key);
                const bounds = moveBounds(settings, index);
                return (
                  <li
                    key={setting.key}
                    className="srm-column-settings-row"
                    data-column-key={setting.key}
                    data-visible={setting.visible}
                    data-fixed={setting.fixed}
                  >
                    <Checkbox
                      className="srm-column-settings-name"
                      isSelected={setting.visible}
                      isDisabled={locked}
                      aria-describedby={locked ? hintId : undefined}
                      onChange={() => {
                        const next = toggleVisible(settings, setting.key);
                        if (next !== settings) onChange(next);
                      }}
                    >
                      {name}
                    </Checkbox>
                    <div className="srm-column-settings-actions">
                      <TableIconButton
                        label={t('columnSettings.moveUp', { title: name })}
                        tooltip={t('columnSettings.moveUpShort')}
                        icon={<ArrowUpIcon />}
                        data-move="up"
                        isDisabled={!bounds.up}
                        onPress={() => move(index, 'up')}
                      />
                      <TableIconButton
                        label={t('columnSettings.moveDown', { title: name })}
                        tooltip={t('columnSettings.moveDownShort')}
                        icon={<ArrowDownIcon />}
                        data-move="down"
                        isDisabled={!bounds.down}
                        onPress={() => move(index, 'down')}
                      />
                    </div>
                    <div
                      role="group"
                      className="srm-column-settings-pins"
                      aria-label={t('columnSettings.pinGroup', { title: name })}
                    >
                      <TableToggleIconButton
                        label={t('columnSettings.pinLeft', { title: name })}
                        tooltip={t('columnSettings.pinLeftShort')}
                        icon={<PinLeftIcon />}
                        isSelected={setting.fixed === 'left'}
                        onChange={(on) => pin(setting.key, on ? 'left' : undefined)}
                      />
                      <TableToggleIconButton
                        label={t('columnSettings.unpin', { title: name })}
                        tooltip={t('columnSettings.unpinShort')}
                        icon={<UnpinIcon />}
                        isSelected={!setting.fixed}
                        onChange={() => pin(setting.key, undefined)}
                      />
                      <TableToggleIconButton
                        label={t('columnSettings.pinRight', { title: name })}
                        tooltip={t('columnSettings.pinRightShort')}
                        icon={<PinRightIcon />}
                        isSelected={setting.fixed === 'right'}
                        onChange={(on) => pin(setting.key, on ? 'right' : undefined)}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
            <VisuallyHidden aria-live="polite">{announcement}</VisuallyHidden>
          </div>
        )}
      </ClassNames>
    </Drawer>
  );
}
