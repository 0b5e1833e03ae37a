export { NumberInput, type NumberInputProps } from './NumberInput';
export { formatNumberForInput } from './numberText';
