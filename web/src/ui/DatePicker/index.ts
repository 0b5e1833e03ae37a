export { DatePicker, EXPIRY_MONTH_FORMAT, type DatePickerProps } from './DatePicker';
export { DateRangePicker, type DateRange, type DateRangePickerProps } from './DateRangePicker';
export { applyDateRules, dateErrorKey, isOutOfRange, type DateRuleOptions } from './dateRules';
