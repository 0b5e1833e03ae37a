// Pickers of the records a form refers to. The kit knows no query: each takes its choices (or,
// for the item search, a search hook) from the feature that uses it.
export { ItemPicker, itemMatches, type ItemChoice, type ItemSearch } from './ItemPicker';
export { LocationPicker, type LocationChoice } from './LocationPicker';
export { NamePicker, type NameChoice } from './NamePicker';
export { StockLinePicker, type StockLineChoice } from './StockLinePicker';
export { VvmStatusPicker, type VvmStatusChoice } from './VvmStatusPicker';
