import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useUploadUserPictureMutation } from '../../api/tags/filestorage';
import { useApiErrorMessage } from '../../core/errors/useApiErrorMessage';
import { readAsBase64 } from '../../shared/files/readAsBase64';
import { FileDrop } from '../../shared/ui/FileDrop';
import { useToast } from '../../shared/ui/ToastProvider';
import { avatarFileProblem } from '../../shared/validation/avatarFile';

/**
 * Changes a picture (jpg/jpeg/png, at most 2 MB): the signed-in user's from the account menu, or with
 * userId another user's from the user screen.
 */
export function AvatarUpload({ userId }: { userId?: number }) {
  const { t } = useTranslation();
  const hintId = useId();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [upload, { isLoading }] = useUploadUserPictureMutation();

  const onFile = async (file: File | undefined) => {
    const problem = await avatarFileProblem(file);
    if (problem) {
      toast({ severity: 'error', summary: t(problem) });
      return;
    }
    const result = await upload({
      userPictureUploadRequest: { userId, fileName: file!.name, description: t('account.avatarDescription'), fileContent: await readAsBase64(file!) },
    });
    if ('error' in result) toast({ severity: 'error', summary: errorMessage(result.error) });
    else toast({ severity: 'success', summary: t('account.avatarUpdated') });
  };

  return (
    <div>
      <FileDrop
        label={t('account.changeAvatar')}
        chooseText={t('account.changeAvatar')}
        accept=".jpg,.jpeg,.png,image/jpeg,image/png"
        buttonIcon="pi pi-camera"
        busy={isLoading}
        describedBy={hintId}
        onFiles={(files) => void onFile(files[0])}
      />
      <small id={hintId} className="block text-600 mt-1">{t('account.avatarHint')}</small>
    </div>
  );
}
