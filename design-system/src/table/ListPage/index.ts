export { ListPage, type ListPageConfig, type ListPageDialog } from './ListPage';
