export { AutoInput, type AutoInputProps } from './AutoInput';
