import { AreaSelect } from '../../../controls/AreaSelect';
import { AutoInput } from '../../../controls/AutoInput';
import { Cascader } from '../../../controls/Cascader';
import { PageSelect, type PageSelectLoadPage } from '../../../controls/PageSelect';
import { Select } from '../../../controls/Select';
import type { SelectKey } from '../../../controls/selectCore/options';
import { UserSelect, type LoadSystemUsers } from '../../../controls/UserSelect';
import type { FieldRendererProps } from '../registry';
import { asText, fieldProps } from './fieldProps';

type SelectValue = SelectKey | SelectKey[] | null;

function asSelectValue(value: unknown): SelectValue {
  if (typeof value === 'string' || typeof value === 'number') return value;
  if (Array.isArray(value)) return value.filter((item): item is SelectKey => typeof item === 'string' || typeof item === 'number');
  return null;
}

function asPath(value: unknown): SelectKey[] | null {
  const path = asSelectValue(value);
  return Array.isArray(path) && path.length > 0 ? path : null;
}

/** The shared props of the select family: no ref (they focus their own trigger), no native validation. */
function selectProps({ inputRef: _ref, ...props }: FieldRendererProps) {
  const { validationBehavior: _behaviour, ...shared } = fieldProps(props);
  return { ...props.controlProps, ...shared, placeholder: props.placeholder, onBlur: props.onBlur };
}

/** select: local options (or a dictionary), or remote search with `props.loadOptions`. */
export function SelectRenderer(props: FieldRendererProps) {
  return <Select {...selectProps(props)} options={props.options} value={asSelectValue(props.value)} onChange={(value) => props.onChange(value)} />;
}

export function AutoInputRenderer(props: FieldRendererProps) {
  return <AutoInput {...selectProps(props)} options={props.options} value={asText(props.value)} onChange={(value) => props.onChange(value)} />;
}

/** queryselect / pageSelect: remote and paged through `props.loadPage`. */
export function PageSelectRenderer(props: FieldRendererProps) {
  const loadPage = props.controlProps.loadPage as PageSelectLoadPage<unknown>;
  return <PageSelect {...selectProps(props)} loadPage={loadPage} value={asSelectValue(props.value)} onChange={(value) => props.onChange(value)} />;
}

/** systemUserSelect: a remote select of users through `props.loadUsers` (UserPicker comes later). */
export function UserSelectRenderer(props: FieldRendererProps) {
  const loadUsers = props.controlProps.loadUsers as LoadSystemUsers;
  return <UserSelect {...selectProps(props)} loadUsers={loadUsers} value={asSelectValue(props.value)} onChange={(value) => props.onChange(value)} />;
}

export function CascaderRenderer(props: FieldRendererProps) {
  return <Cascader {...selectProps(props)} options={props.options} value={asPath(props.value)} onChange={(value) => props.onChange(value)} />;
}

/** area: province / city / district. */
export function AreaRenderer(props: FieldRendererProps) {
  return <AreaSelect {...selectProps(props)} value={asPath(props.value)} onChange={(value) => props.onChange(value)} />;
}
