export * from './types';
export * from './grid';
export * from './editing';
export * from './ProTable';
export * from './parts';
export * from './ListPage';
