import type { TFunction } from 'i18next';
import type { MutationEndpoint } from './resourceTypes';

interface CreateOrUpdate<Row, Values, CreateArg, UpdateArg> {
  create: MutationEndpoint<CreateArg>;
  createArg: (values: Values) => CreateArg;
  update: MutationEndpoint<UpdateArg>;
  updateArg: (values: Values, row: Row) => UpdateArg;
}

/** The `useSave` of a step that creates (no row) or edits (a row) with the resource's two operations. */
export const createOrUpdate =
  <Row, Values, CreateArg, UpdateArg>({ create, createArg, update, updateArg }: CreateOrUpdate<Row, Values, CreateArg, UpdateArg>) =>
  () => {
    const [add] = create.useMutation();
    const [change] = update.useMutation();
    return (values: Values, row: Row | null) => (row ? change(updateArg(values, row)) : add(createArg(values))).unwrap();
  };

/** The `done` of a create-or-edit step: "created" or "saved", named after what was typed. */
export const savedToast =
  <Values,>(createdKey: string, updatedKey: string, nameOf: (values: Values) => string) =>
  (t: TFunction, values: Values, row: unknown) =>
    t(row ? updatedKey : createdKey, { name: nameOf(values) });
