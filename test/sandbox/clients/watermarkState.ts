import { serviceState } from '../store/serviceState';

export interface WatermarkRecord {
  clientId: number;
  text: string;
  backgroundColor: string;
  opacity: number;
  textColor: string;
  fontSize: 'small' | 'medium' | 'large';
  showLocation: boolean;
  showTicketId: boolean;
  showAddress: boolean;
  showLatitude: boolean;
  showLongitude: boolean;
  showMunicipality: boolean;
  showState: boolean;
  showDateTime: boolean;
}

/** One watermark per client; the first client's is seeded, the others have none yet. */
export const watermarks = serviceState('catalog', 'watermarks', (store) => {
  const map = new Map<number, WatermarkRecord>();
  const first = store.clients.get(1);
  if (first) {
    map.set(1, {
      clientId: 1, text: first.name, backgroundColor: '#000000', opacity: 60, textColor: '#FFFFFF', fontSize: 'medium',
      showLocation: true, showTicketId: true, showAddress: false, showLatitude: true, showLongitude: true, showMunicipality: false, showState: false, showDateTime: true,
    });
  }
  return map;
});
