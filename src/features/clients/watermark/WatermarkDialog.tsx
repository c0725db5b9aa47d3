import { useTranslation } from 'react-i18next';
import { catalogApi, type ClientProfileRead as Client } from '../../../api/tags/catalog';
import { FormDialog } from '../../../shared/ui/dialogs/FormDialog';
import type { DialogSaveStep } from '../../../shared/resource/resourceTypes';
import { WatermarkFields } from './WatermarkFields';
import { newWatermark, watermarkBody, watermarkSchema, watermarkValues, type WatermarkValues } from './watermarkSchema';

/** Reads the client's watermark (none yet: a first one to create) and edits it with its preview. */
function WatermarkDialog({ row, onSave, onHide }: { row: Client; onSave: (values: WatermarkValues) => Promise<unknown>; onHide: () => void }) {
  const { t } = useTranslation();
  const read = catalogApi.endpoints.getCatalogWatermark.useQuery({ clientId: row.id });
  const stored = read.data?.data[0];
  const initial = read.data ? (stored ? watermarkValues(stored) : newWatermark(row.name)) : undefined;
  return (
    <FormDialog<WatermarkValues> header={t('watermark.title', { name: row.name })} initialValues={initial} read={{ error: read.error, retry: read.refetch }}
      schema={watermarkSchema} onSubmit={onSave} onHide={onHide} valuesOf={watermarkValues} width="64rem">
      <WatermarkFields />
    </FormDialog>
  );
}

/** The client's watermark editor (Watermark create and get). */
export const watermarkStep: DialogSaveStep<Client, WatermarkValues> = {
  kind: 'save',
  Dialog: WatermarkDialog,
  useSave: () => {
    const [save] = catalogApi.endpoints.createCatalogWatermark.useMutation();
    return (values, row) => save({ watermarkWrite: watermarkBody(row.id, values) }).unwrap();
  },
  done: (t, _values, row) => t('watermark.done', { name: row.name }),
};
