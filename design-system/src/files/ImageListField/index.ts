export { ImageListField } from './ImageListField';
