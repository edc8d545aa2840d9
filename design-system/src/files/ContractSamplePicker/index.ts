export { ContractSamplePicker, type ContractSamplePickerProps } from './ContractSamplePicker';
export {
  SAMPLE_PAGE_SIZE,
  sampleColumns,
  sampleKey,
  selectedSample,
  type ContractSamplePage,
  type ContractSampleRow,
  type LoadContractSamples,
} from './samplePicker';
