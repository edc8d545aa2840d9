export { Checkbox, type CheckboxProps } from './Checkbox';
export { CheckboxGroup, type CheckboxGroupProps, type CheckboxOption } from './CheckboxGroup';
export { checkAllState, applyCheckAll, type CheckAllState, type CheckableOption } from './checkAll';
