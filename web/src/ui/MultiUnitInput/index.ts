export {
  MultiUnitInput,
  type MultiUnitInputProps,
  type MultiUnitInputUnit,
} from './MultiUnitInput';
export {
  PackQuantityInput,
  type PackQuantityInputProps,
  type QuantityUnit,
} from './PackQuantityInput';
