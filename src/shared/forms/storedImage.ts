import * as yup from 'yup';
import { extensionOf } from '../files/fileSignature';
import { formatFileSize } from '../files/formatFileSize';
import { readAsBase64 } from '../files/readAsBase64';
import { validationMessage } from '../validation/messages';

/** An image the file storage keeps beside a record (a model's or a client's logo): the formats and the largest size it takes. */
export interface StoredImageLimits {
  maxBytes: number;
  extensions: readonly string[];
}

/** The form value that asks to remove the record's stored image. */
export const removeStoredKey = (name: string) => `${name}Remove`;

/** A chosen file's rules, checked before anything is sent: its extension and its size (the limit and one byte past it). */
export function storedImageRule({ maxBytes, extensions }: StoredImageLimits) {
  return yup
    .mixed<File>()
    .nullable()
    .test('imageFormat', validationMessage('catalogues.image.format', { extensions: extensions.join(', ') }), (file) => !file || extensions.includes(extensionOf(file.name)))
    .test('imageSize', validationMessage('catalogues.image.tooLarge', { max: formatFileSize(maxBytes, 'en-US') }), (file) => !file || file.size <= maxBytes);
}

/** A file as the file storage takes it. */
export interface StoredFileContent {
  fileName: string;
  fileContent: string;
}

/** After its record is saved: uploads the image chosen in the form's `name`, or removes the stored one when the form asks. */
export async function saveStoredImage(
  values: Record<string, unknown>,
  name: string,
  store: { upload: (file: StoredFileContent) => Promise<unknown>; remove: () => Promise<unknown> },
): Promise<void> {
  const file = values[name];
  if (file instanceof File) await store.upload({ fileName: file.name, fileContent: await readAsBase64(file) });
  else if (values[removeStoredKey(name)]) await store.remove();
}
