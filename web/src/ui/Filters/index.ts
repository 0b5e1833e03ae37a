export { FilterBar, type FilterBarProps } from './FilterBar';
export { TextFilter, type TextFilterProps } from './TextFilter';
export { NumberFilter, type NumberFilterProps, type NumberRange } from './NumberFilter';
export { EnumFilter, type EnumFilterOption, type EnumFilterProps } from './EnumFilter';
export {
  DateRangeFilter,
  type DateFilterRange,
  type DateRangeFilterProps,
} from './DateRangeFilter';
export { BooleanFilter, type BooleanFilterProps } from './BooleanFilter';
export * from './constants';
