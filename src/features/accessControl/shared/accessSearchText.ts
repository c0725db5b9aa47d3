import type { TextFilterField } from '../../../shared/filters/filterTypes';
import { LIMITS } from '../../../shared/validation/limits';

/** The access screens' search text: empty (everything) or at least the contract's minimum (SearchText), said when refused. */
export const accessSearchText = <V extends { text: string }>(labelKey: string): TextFilterField<V> => ({
  kind: 'text',
  name: 'text' as TextFilterField<V>['name'],
  labelKey,
  max: LIMITS.generalTextMax,
  min: LIMITS.accessControl.searchMinLength,
  tooShortKey: 'accessControl.filter.tooShort',
});
