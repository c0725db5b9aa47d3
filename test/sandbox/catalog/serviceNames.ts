import { serviceState } from '../store/serviceState';

export interface ServiceNameRecord {
  id: number;
  name: string;
  enabled: boolean;
}

const NAMES = [
  'Mantenimiento preventivo', 'Mantenimiento correctivo', 'Instalación de equipo', 'Retiro de equipo', 'Cambio de terminal', 'Soporte remoto',
  'Revisión de enlace', 'Capacitación en sitio', 'Inventario de activos', 'Reubicación de equipo', 'Atención de incidente', 'Entrega de insumos',
];

/** Client service names (route serviceName, catalog.yaml ServiceName): the names a client's service may take, at most 50 characters. */
export const serviceNames = serviceState('catalog', 'serviceNames', () =>
  new Map(
    [...NAMES.map((name) => ({ name, enabled: true })), { name: 'Servicio temporal de temporada', enabled: false }].map(
      (row, i): [number, ServiceNameRecord] => [i + 1, { id: i + 1, ...row }],
    ),
  ));
