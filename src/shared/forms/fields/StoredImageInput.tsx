import { useTranslation } from 'react-i18next';
import { removeStoredKey } from '../storedImage';
import { FileInput } from './FileInput';
import { FlagInput } from './FlagInput';

interface StoredImageInputProps {
  name: string;
  label: string;
  extensions: readonly string[];
  /** The stored image's file name; empty when the record has none. */
  storedName: string;
}

/** The form's control of a stored image: the file chooser and, when the record has one, a box to remove it. */
export function StoredImageInput({ name, label, extensions, storedName }: StoredImageInputProps) {
  const { t } = useTranslation();
  return (
    <>
      <FileInput name={name} label={label} accept={extensions.map((e) => `.${e}`).join(',')} />
      {storedName && <FlagInput name={removeStoredKey(name)} label={t('catalogues.image.remove', { name: storedName })} />}
    </>
  );
}
