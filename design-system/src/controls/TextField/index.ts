export { TextField, type TextFieldProps } from './TextField';
export { TEXT_MAX_LENGTH, bareLabel, counterText } from './textFieldLogic';
