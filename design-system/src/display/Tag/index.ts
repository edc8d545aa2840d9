export { Tag, type TagProps } from './Tag';
export { normalizeTagColor, type TagColor, type TagVariant } from './tagColors';
export type { TagSize } from './tagStyles';
