export { Image, type ImageFit, type ImageProps } from './Image';
export { imageReducer, initialImageState, type ImageStatus } from './imageStatus';
