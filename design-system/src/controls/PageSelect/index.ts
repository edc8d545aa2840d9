export { PageSelect, type PageSelectProps } from './PageSelect';
export { PAGE_SELECT_PAGE_SIZE } from '../selectCore/constants';
export type { PageSelectLoadPage, PageSelectRequest, PageSelectResult } from './pageSelectLogic';
