export {
  MultiUnitInput,
  type MultiUnitInputProps,
  type MultiUnitInputUnit,
} from './MultiUnitInput';
