export { Form, type FormProps, type FormActionsState } from './Form';
export { FormItem, type FormItemProps } from './FormItem';
