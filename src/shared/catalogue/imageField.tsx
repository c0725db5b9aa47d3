import { useTranslation } from 'react-i18next';
import * as yup from 'yup';
import { extensionOf } from '../files/fileSignature';
import { formatFileSize } from '../files/formatFileSize';
import { readAsBase64 } from '../files/readAsBase64';
import { FileInput, FlagInput } from '../forms/fields';
import { validationMessage } from '../validation/messages';
import type { CatalogueField, CatalogueRow, ImageFieldKind, MutationEndpoint } from './catalogueTypes';
import { rowValue } from './rowValue';

type ImageField = Extract<CatalogueField, { kind: 'image' }>;

/** The form value that asks to remove the row's stored image. */
export const removeKey = (field: { name: string }) => `${field.name}Remove`;

const isImage = (field: CatalogueField): field is ImageField => field.kind === 'image';

/** A chosen file's rules, checked before anything is sent: its extension and its size (the limit and one byte past it). */
export function imageRule(field: ImageFieldKind & { required?: boolean }) {
  return yup
    .mixed<File>()
    .nullable()
    .test('imageFormat', validationMessage('catalogues.image.format', { extensions: field.extensions.join(', ') }), (file) => !file || field.extensions.includes(extensionOf(file.name)))
    .test('imageSize', validationMessage('catalogues.image.tooLarge', { max: formatFileSize(field.maxBytes, 'en-US') }), (file) => !file || file.size <= field.maxBytes);
}

/** The dialog's control: the file chooser and, when the row has a stored image, a box to remove it. */
export function ImageInput({ field, label, row }: { field: ImageField; label: string; row: CatalogueRow | null }) {
  const { t } = useTranslation();
  const stored = row ? String(rowValue(row, field.shownAs) ?? '') : '';
  return (
    <>
      <FileInput name={field.name} label={label} accept={field.extensions.map((e) => `.${e}`).join(',')} />
      {stored && <FlagInput name={removeKey(field)} label={t('catalogues.image.remove', { name: stored })} />}
    </>
  );
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
    const file = values[field.name];
    if (file instanceof File) await upload(field.upload.arg(id, { fileName: file.name, fileContent: await readAsBase64(file) })).unwrap();
    else if (values[removeKey(field)]) await remove(field.remove.arg(id)).unwrap();
  };
}
