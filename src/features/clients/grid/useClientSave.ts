import { useTranslation } from 'react-i18next';
import { catalogApi, type ClientProfileRead } from '../../../api/tags/catalog';
import { filestorageApi } from '../../../api/tags/filestorage';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { sentVersion } from '../../../shared/forms/conflict/versioned';
import { saveStoredImage } from '../../../shared/forms/storedImage';
import { useToast } from '../../../shared/ui/ToastProvider';
import { clientBody, type ClientValues } from './clientSchema';

/**
 * Creates or edits a client, then stores or removes its logo. Once the client is saved a refused logo is said apart
 * and the dialog still closes: saving again would create the client twice, or send a version already spent.
 */
export function useClientSave() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [create] = catalogApi.endpoints.createCatalogClient.useMutation();
  const [update] = catalogApi.endpoints.updateCatalogClient.useMutation();
  const [upload] = filestorageApi.endpoints.uploadClientLogo.useMutation();
  const [remove] = filestorageApi.endpoints.deleteClientLogo.useMutation();
  return async (values: ClientValues, row: ClientProfileRead | null) => {
    const body = clientBody(values);
    const saved = await (row ? update({ clientUpdateRequest: { ...body, id: row.id, rowVersion: sentVersion(values) } }) : create({ clientCreateRequest: body })).unwrap();
    const id = saved.data.id;
    try {
      await saveStoredImage({ ...values }, 'logo', {
        upload: (file) => upload({ clientLogoUploadRequest: { clientId: id, ...file } }).unwrap(),
        remove: () => remove({ id }).unwrap(),
      });
    } catch (error) {
      toast({ severity: 'error', summary: t('clients.logoNotSaved', { name: values.name }), detail: errorMessage(error) });
    }
  };
}
