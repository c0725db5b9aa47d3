/** A row's property by its name (a field's, a tree's parent link): descriptions name properties the row type does not list. */
export const rowValue = (row: object, name: string): unknown => Reflect.get(row, name);
