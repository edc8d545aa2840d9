export { Empty, type EmptyProps, type EmptySize } from './Empty';
