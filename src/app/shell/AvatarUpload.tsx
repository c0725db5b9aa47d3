import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadUserPictureMutation } from '../../api/tags/filestorage';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import { useToast } from '../../shared/ui/ToastProvider';
import { avatarFileProblem } from '../../shared/validation/avatarFile';

/** Changes the user's picture (jpg/jpeg/png, at most 2 MB). */
export function AvatarUpload() {
  const { t } = useTranslation();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [upload, { isLoading }] = useUploadUserPictureMutation();

  const onFile = async (file: File | undefined) => {
    if (input.current) input.current.value = '';
    const problem = avatarFileProblem(file);
    if (problem) {
      toast({ severity: 'error', summary: t(problem) });
      return;
    }
    const result = await upload({
      userPictureUploadRequest: { fileName: file!.name, description: t('account.avatarDescription'), fileContent: await readAsBase64(file!) },
    });
    if ('error' in result) toast({ severity: 'error', summary: errorMessage(result.error) });
    else toast({ severity: 'success', summary: t('account.avatarUpdated') });
  };

  return (
    <div>
      <label htmlFor={inputId} className={`p-button p-button-sm p-button-outlined w-full justify-content-center ${isLoading ? 'p-disabled' : ''}`}>
        <span className={`pi ${isLoading ? 'pi-spin pi-spinner' : 'pi-camera'} mr-2`} aria-hidden="true" />
        {t('account.changeAvatar')}
      </label>
      <input
        id={inputId}
        ref={input}
        type="file"
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        className="p-hidden-accessible"
        disabled={isLoading}
        onChange={(e) => void onFile(e.target.files?.[0])}
      />
      <small className="block text-600 mt-1">{t('account.avatarHint')}</small>
    </div>
  );
}
