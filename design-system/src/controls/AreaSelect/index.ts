export { AreaSelect, type AreaSelectProps } from './AreaSelect';
export { convertAreaValue, toAreaOptions, type AreaDivision } from './areaData';
export { loadChinaDivisions } from './loadDivisions';
