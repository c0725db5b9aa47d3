import { serviceState } from '../store/serviceState';

/** A client classification (catalog.yaml ClientClassification). */
export interface ClientClassificationRecord {
  id: number;
  name: string;
  enabled: boolean;
}

/** What clientsManagment keeps of a client beside the shared record (store.clients): its classification and logo. */
export interface ClientProfileRecord {
  clientClassificationId: number | null;
  logo: { fileId: number; fileName: string } | null;
}

/** Seeded classifications; the last one disabled (kept on old clients, not offered for a new choice). */
export const clientClassifications = serviceState('catalog', 'clientClassifications', () => {
  const names = ['Corporativo', 'Financiero', 'Gobierno', 'Salud', 'Comercio minorista', 'Telecomunicaciones', 'PyME (histórico)'];
  return new Map<number, ClientClassificationRecord>(names.map((name, i) => [i + 1, { id: i + 1, name, enabled: i < names.length - 1 }]));
});

/** The seeded clients (Banco del Valle, Farmacias San Rafael, Telecomunicaciones Azteca...) in the classification that fits each. */
const SEEDED_CLASSIFICATION = [2, 5, 6, 5, 4];

export const clientProfiles = serviceState('catalog', 'clientProfiles', (store) => {
  const map = new Map<number, ClientProfileRecord>();
  for (const client of store.clients.values()) {
    map.set(client.id, { clientClassificationId: SEEDED_CLASSIFICATION[client.id - 1] ?? null, logo: null });
  }
  return map;
});
