import { ClassNames } from '@emotion/react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { Button } from '../../controls/Button';
import { useLocale } from '../../i18n/LocaleProvider';
import { Dialog } from '../../overlays/Dialog';
import { SearchForm } from '../../search-form/SearchForm';
import type { SearchField } from '../../search-form/searchField';
import type { RowKey, Selection } from '../../table/grid/selection';
import { ProTable, type ProTableHandle } from '../../table/ProTable';
import type { ProColumn, TableRequestParams, TableRequestResult } from '../../table/types';
import { errorMessageOf } from '../errorMessage';
import { useConfirmOnce } from '../useConfirmOnce';
import { useDialogOpen, type PickerOpenProps } from '../useDialogOpen';
import {
  pickedUsers,
  rememberUsers,
  selectionOf,
  toUserPickerQuery,
  userCompany,
  userPost,
  USER_PICKER_PAGE_SIZE,
  type LoadPickerUsers,
  type PickerUser,
} from './userPickerLogic';
import { userPickerStyles } from './userPickerStyles';

export interface UserPickerProps extends PickerOpenProps {
  /** One page of employees (`POST /system/user/employee/page`: page, pageSize, userName, employeeCode, orgName). */
  loadUsers: LoadPickerUsers;
  /**
   * Several people (checkboxes) or one (radio buttons).
   * @default 'multiple'
   */
  selectionMode?: 'single' | 'multiple';
  /** The people ticked when the dialog opens. */
  selectedUsers?: readonly PickerUser[];
  /** 确定 with at least one person ticked: the people, in the order they were ticked. Reject to keep the dialog open. */
  onConfirm: (users: PickerUser[]) => void | Promise<void>;
  /**
   * The title; it names the dialog.
   * @default 选择人员 / Select people
   */
  title?: string;
}

/**
 * The user picker dialog (spec 01 §2.6): 1050 px wide; filters 公司名称, 员工编号, 员工姓名 with
 * 查询/重置; a table of employee code, name, company and post, 10 per page, with checkboxes (or radio
 * buttons in single mode) whose ticks persist across pages; 确定 with nothing ticked warns
 * 请至少选择一条数据. Each opening starts from `selectedUsers`.
 */
export function UserPicker({ loadUsers, selectionMode = 'multiple', selectedUsers, onConfirm, title, ...openProps }: UserPickerProps) {
  const { t } = useLocale();
  const tableRef = useRef<ProTableHandle>(null);
  const [selection, setSelection] = useState<Selection>(() => selectionOf(selectedUsers));
  const [known, setKnown] = useState<ReadonlyMap<RowKey, PickerUser>>(() => rememberUsers(new Map(), selectedUsers ?? []));
  const [pageKeys, setPageKeys] = useState<readonly RowKey[]>([]);
  const [warning, setWarning] = useState(false);
  const [loadError, setLoadError] = useState<string | null>(null);
  const confirmOnce = useConfirmOnce();
  const { isOpen, setOpen } = useDialogOpen(openProps, () => {
    setSelection(selectionOf(selectedUsers));
    setKnown(rememberUsers(new Map(), selectedUsers ?? []));
    setPageKeys([]);
    setWarning(false);
    setLoadError(null);
  });

  const fields = useMemo(
    (): SearchField[] => [
      { type: 'text', prop: 'orgName', label: t('pickers.user.companyName') },
      { type: 'text', prop: 'employeeCode', label: t('pickers.user.employeeCode') },
      { type: 'text', prop: 'userName', label: t('pickers.user.employeeName') },
    ],
    [t],
  );
  const columns = useMemo(
    (): ProColumn<PickerUser>[] => [
      { key: 'employeeCode', title: t('pickers.user.employeeCode') },
      { key: 'userName', title: t('pickers.user.employeeName') },
      { key: 'company', title: t('pickers.user.company'), wide: true, render: (_value, user) => userCompany(user) },
      { key: 'post', title: t('pickers.user.post'), render: (_value, user) => userPost(user) },
    ],
    [t],
  );

  const request = useCallback(
    async (params: TableRequestParams): Promise<TableRequestResult<PickerUser>> => {
      try {
        const page = await loadUsers(toUserPickerQuery(params));
        setKnown((previous) => rememberUsers(previous, page.users));
        setPageKeys(page.users.map((user) => user.id));
        setLoadError(null);
        return { data: page.users, total: page.total };
      } catch (error) {
        setLoadError(errorMessageOf(error) ?? t('pickers.loadFailed'));
        throw error;
      }
    },
    [loadUsers, t],
  );

  const confirm = async (close: () => void) => {
    const users = pickedUsers(selection, pageKeys, known);
    if (users.length === 0) {
      setWarning(true);
      return;
    }
    // A rejection keeps the dialog open with the ticks (the caller showed why).
    await confirmOnce(() => onConfirm(users), close);
  };

  return (
    <Dialog
      title={title ?? t('pickers.user.title')}
      width="large"
      isOpen={isOpen}
      onOpenChange={setOpen}
      footer={({ close }) => (
        <ClassNames>
          {({ css, theme }) => (
            <div className={css(userPickerStyles(theme))}>
              <span className="srm-user-picker-warning" role="alert">
                {warning ? t('pickers.user.nothingSelected') : ''}
              </span>
              <Button onPress={close}>{t('common.cancel')}</Button>
              <Button variant="primary" onPress={() => void confirm(close)}>
                {t('common.confirm')}
              </Button>
            </div>
          )}
        </ClassNames>
      )}
    >
      <SearchForm fields={fields} onSearch={(filters) => tableRef.current?.search(filters)} onReset={(filters) => tableRef.current?.reset(filters)} />
      {loadError ? (
        <ClassNames>
          {({ css, theme }) => (
            <p className={css({ margin: 0, color: theme.colors.danger })} role="alert">
              {loadError}
            </p>
          )}
        </ClassNames>
      ) : null}
      <ProTable<PickerUser>
        ref={tableRef}
        aria-label={t('pickers.user.table')}
        columns={columns}
        rowKey="id"
        request={request}
        defaultPageSize={USER_PICKER_PAGE_SIZE}
        selectionMode={selectionMode === 'single' ? 'radio' : 'checkbox'}
        selection={selection}
        onSelectionChange={(next) => {
          setSelection(next);
          setWarning(false);
        }}
        allowSelectWholeResult={false}
        toolbar={false}
        height="auto"
      />
    </Dialog>
  );
}
