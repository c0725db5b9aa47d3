import { SandboxError, type OperationHandlers } from '../runtime';
import { rowVersions } from '../guards/rowVersion';
import type { SandboxStore } from '../store/types';
import { found } from '../catalog/common';
import { mayUse } from '../catalog/clients';
import { clientNotFound } from './clientHandlers';
import { watermarks, type WatermarkRecord } from './watermarkState';

const versions = rowVersions('catalog', 'watermarks');
const toWatermark = (store: SandboxStore, w: WatermarkRecord) => versions.stamp(store, w.clientId, { ...w });

/** A client's watermark (catalog.yaml Watermark): created with rowVersion null, then replaced with the version read. */
export const watermarkHandlers: OperationHandlers = {
  // An engineer reads it to stamp a photo; a client user only their own clients' (404 otherwise, as for an unknown one).
  getCatalogWatermark: ({ store, user, params }) => {
    const client = store.clients.get(params.clientId);
    found(client && (user!.clientIds.length === 0 || mayUse(user!, client)) ? client : null, clientNotFound(params.clientId));
    const watermark = watermarks(store).get(params.clientId);
    return watermark ? [toWatermark(store, watermark)] : [];
  },

  createCatalogWatermark: ({ store, body }) => {
    found(store.clients.get(body.clientId), clientNotFound(body.clientId));
    const { rowVersion, ...fields } = body as WatermarkRecord & { rowVersion: number | null };
    const rows = watermarks(store);
    const current = rows.get(fields.clientId);
    if (!current) {
      if (rowVersion !== null) throw new SandboxError(409, 'La marca de agua de este cliente ya no existe; vuelva a abrirla', 'rowVersion');
      rows.set(fields.clientId, fields);
      return toWatermark(store, fields);
    }
    return versions.update(store, current.clientId, rowVersion, () => toWatermark(store, current), () => {
      Object.assign(current, fields);
      return toWatermark(store, current);
    });
  },
};
