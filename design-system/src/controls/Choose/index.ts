export { Choose, ChooseItem, type ChooseProps, type ChooseItemProps, type ChooseOption } from './Choose';
/** Conversions between a Choose's selection and a form value. */
export * as chooseLogic from './chooseLogic';
