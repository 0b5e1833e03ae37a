export { NumberInput, type NumberInputProps } from './NumberInput';
export { formatNumberForInput } from './numberText';
export { useFieldProblems, type FieldProblems } from './useFieldProblems';
