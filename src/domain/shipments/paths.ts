/** Where a shipment opens (route table: shipping/detail/:id, shipping/reception/detail/:id). */
export const shipmentDetailPath = (id: number) => `/shipping/detail/${id}`;
export const shipmentReceptionPath = (id: number) => `/shipping/reception/detail/${id}`;
export const SHIPMENT_CREATE_PATH = '/shipping/create';
