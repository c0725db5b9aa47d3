/**
 * A child list kept as a tree (intervention codes): the rows are every descendant of the parent row, each
 * naming its own parent in `parentField` and its depth in `levelField`; a child can be added under the
 * parent or under any descendant above `maxLevel`.
 */
export interface TreeOption {
  parentField: string;
  levelField: string;
  maxLevel: number;
}
