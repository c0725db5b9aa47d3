import { StoredImageInput } from '../forms/fields';
import { removeStoredKey, saveStoredImage, storedImageRule } from '../forms/storedImage';
import type { CatalogueField, CatalogueRow, ImageFieldKind, MutationEndpoint } from './catalogueTypes';
import { rowValue } from './rowValue';

type ImageField = Extract<CatalogueField, { kind: 'image' }>;

/** The form value that asks to remove the row's stored image. */
export const removeKey = (field: { name: string }) => removeStoredKey(field.name);

const isImage = (field: CatalogueField): field is ImageField => field.kind === 'image';

/** A chosen file's rules (the kit's stored-image rule). */
export const imageRule = (field: ImageFieldKind) => storedImageRule(field);

/** The dialog's control: the file chooser and, when the row has a stored image, a box to remove it. */
export function ImageInput({ field, label, row }: { field: ImageField; label: string; row: CatalogueRow | null }) {
  const stored = row ? String(rowValue(row, field.shownAs) ?? '') : '';
  return <StoredImageInput name={field.name} label={label} extensions={field.extensions} storedName={stored} />;
}

const NO_MUTATION: MutationEndpoint<unknown> = { useMutation: () => [() => ({ unwrap: () => Promise.resolve(null) }), null] as const };

/**
 * After a row is saved: uploads its chosen image or removes the stored one. A catalogue has at most one
 * image field (its hooks are called once per screen).
 */
export function useImageSaver(fields: readonly CatalogueField[]) {
  const field = fields.find(isImage);
  const [upload] = (field?.upload.endpoint ?? NO_MUTATION).useMutation();
  const [remove] = (field?.remove.endpoint ?? NO_MUTATION).useMutation();
  return async (values: Record<string, unknown>, id: number) => {
    if (!field) return;
    await saveStoredImage(values, field.name, {
      upload: (file) => upload(field.upload.arg(id, file)).unwrap(),
      remove: () => remove(field.remove.arg(id)).unwrap(),
    });
  };
}
