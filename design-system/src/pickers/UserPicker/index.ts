export { UserPicker, type UserPickerProps } from './UserPicker';
export {
  USER_PICKER_PAGE_SIZE,
  pickedUsers,
  rememberUsers,
  selectionOf,
  toUserPickerQuery,
  userCompany,
  userPost,
  type LoadPickerUsers,
  type PickerUser,
  type UserPickerPage,
  type UserPickerQuery,
} from './userPickerLogic';
