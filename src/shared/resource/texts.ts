import type { TFunction } from 'i18next';
import type { RowText } from './resourceTypes';

/** A text that names its row: the key given the row's name as {{name}}. */
export const named =
  <Row,>(key: string, nameOf: (row: Row) => string) =>
  (t: TFunction, row: Row) =>
    t(key, { name: nameOf(row) });

/** A text that is the same for every row. */
export const fixed =
  (key: string): RowText<unknown> =>
  (t) =>
    t(key);
