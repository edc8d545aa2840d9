export { Cascader, type CascaderProps } from './Cascader';
export {
  PATH_SEPARATOR as CASCADER_PATH_SEPARATOR,
  findPath as findCascaderPath,
  pathLabel as cascaderPathLabel,
  toCascaderOptions,
  type CascaderFieldNames,
  type CascaderOption,
} from './cascaderTree';
