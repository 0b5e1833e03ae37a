export { NumberInput, type NumberInputProps } from './NumberInput';
export { formatNumberForInput } from './numberText';
export { useFieldProblems, type FieldProblems } from './useFieldProblems';
export { useFieldRefusal, type FieldRefusal } from './useFieldRefusal';
export {
  useNumberField,
  useNumberFieldIn,
  type NumberField,
  type NumberFieldRules,
} from './useNumberField';
