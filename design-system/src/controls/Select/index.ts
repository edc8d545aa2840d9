export { Select, type LoadSelectOptions, type SelectProps } from './Select';
export {
  LOCAL_RESULT_CAP as SELECT_LOCAL_RESULT_CAP,
  REMOTE_PAGE_SIZE as SELECT_REMOTE_PAGE_SIZE,
  REMOTE_RESULT_CAP as SELECT_REMOTE_RESULT_CAP,
  SEARCH_DEBOUNCE_MS as SELECT_SEARCH_DEBOUNCE_MS,
  SCROLL_LOAD_THROTTLE_MS as SELECT_SCROLL_LOAD_THROTTLE_MS,
} from '../selectCore/constants';
export type { SelectFieldBaseProps } from '../selectCore/fieldProps';
export { toSelectOption, toSelectOptions, type OptionFieldNames, type SelectKey, type SelectOption } from '../selectCore/options';
export type { RemoteLoadContext } from '../selectCore/remoteSearch';
export type { SelectValue } from '../selectCore/useSelection';
