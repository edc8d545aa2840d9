export * from './types';
export * from './grid';
export * from './editing';
export * from './ProTable';
