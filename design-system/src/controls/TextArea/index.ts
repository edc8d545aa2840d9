export { TextArea, type TextAreaProps } from './TextArea';
/** The limit (TEXTAREA_MAX_LENGTH, 2000) and counter rules of TextArea. */
export * as textAreaLogic from './textAreaLogic';
