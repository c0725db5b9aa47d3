export { DateRangePicker, type DateRangePickerProps } from './DateRangePicker';
export { EMPTY_RANGE, PRESET_KEYS, presetRange, rangeReducer, clickDay, formatDay, startOfDay, endOfDay, type DateRange, type PresetKey } from './rangeReducer';
