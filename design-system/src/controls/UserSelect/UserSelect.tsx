import { useMemo, type Ref } from 'react';
import { PAGE_SELECT_PAGE_SIZE, REMOTE_RESULT_CAP, SCROLL_LOAD_THROTTLE_MS, SEARCH_DEBOUNCE_MS } from '../selectCore/constants';
import type { SelectFieldBaseProps } from '../selectCore/fieldProps';
import type { SelectKey, SelectOption } from '../selectCore/options';
import type { RemoteLoadContext, RemoteLoader } from '../selectCore/remoteSearch';
import { SearchSelectField } from '../selectCore/SearchSelectField';
import { useSelection } from '../selectCore/useSelection';
import { chosenUsers, toUserOptions, type SystemUser } from './userOption';

/** Searches system users by keyword (name or employee code), one page at a time. */
export type LoadSystemUsers = (keyword: string, context: RemoteLoadContext) => Promise<{ users: readonly SystemUser[]; total?: number }>;

export interface UserSelectProps extends SelectFieldBaseProps {
  /** The user search; called when the list opens and 500 ms after typing stops. */
  loadUsers: LoadSystemUsers;
  /**
   * One user or several.
   * @default 'single'
   */
  selectionMode?: 'single' | 'multiple';
  /** The chosen user id (controlled), or a list of ids in multiple mode. */
  value?: SelectKey | SelectKey[] | null;
  /**
   * The initial user id(s) (uncontrolled).
   * @default null
   */
  defaultValue?: SelectKey | SelectKey[] | null;
  /** Called with the chosen id(s) and the users behind them. */
  onChange?: (value: SelectKey | SelectKey[] | null, users: SystemUser[]) => void;
  /** The users of the current value, so their names show before any search. */
  selectedUsers?: readonly SystemUser[];
  /**
   * Shows a clear button while a user is chosen.
   * @default false
   */
  isClearable?: boolean;
  /**
   * Users per page.
   * @default 10
   */
  pageSize?: number;
  /** Called when the list opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
  /** The root element. */
  ref?: Ref<HTMLDivElement>;
}

/**
 * The spec's systemUserSelect: a remote select of system users, each shown as
 * `userName（employeeCode）` with the organisation under it. The value is the user id (or ids).
 * A simple stand-in for the later UserPicker dialog; the root carries `data-kind="user"`.
 */
export function UserSelect({
  loadUsers,
  selectionMode = 'single',
  value,
  defaultValue,
  onChange,
  selectedUsers,
  isClearable = false,
  pageSize = PAGE_SELECT_PAGE_SIZE,
  ...field
}: UserSelectProps) {
  const knownOptions = useMemo(() => toUserOptions(selectedUsers), [selectedUsers]);
  const selection = useSelection<SystemUser>({
    selectionMode,
    value,
    defaultValue,
    onChange: onChange ? (next, selected) => onChange(next, chosenUsers(selected)) : undefined,
    knownOptions,
    isReadOnly: field.isReadOnly,
    isDisabled: field.isDisabled,
  });
  const load: RemoteLoader<SelectOption<SystemUser>> = async (keyword, context) => {
    const page = await loadUsers(keyword, context);
    return { options: toUserOptions(page.users), total: page.total };
  };
  return (
    <SearchSelectField<SystemUser>
      {...field}
      selectionMode={selectionMode}
      selection={selection}
      isClearable={isClearable}
      dataAttributes={{ 'data-kind': 'user' }}
      source={{
        kind: 'remote',
        load,
        pageSize,
        cap: REMOTE_RESULT_CAP,
        debounceMs: SEARCH_DEBOUNCE_MS,
        throttleMs: SCROLL_LOAD_THROTTLE_MS,
        scrollOffset: 0.1,
      }}
    />
  );
}
