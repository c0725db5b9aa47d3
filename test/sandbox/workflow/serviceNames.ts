/** Names of enabling services for synthetic workflow steps. */
export const STEP_SERVICE_NAMES = [
  'Levantamiento de sitio',
  'Instalación de cableado',
  'Instalación de rack',
  'Configuración de red',
  'Instalación de terminal',
  'Configuración de punto de venta',
  'Pruebas de conectividad',
  'Instalación de cámaras',
  'Configuración de alarma',
  'Retiro de equipo anterior',
  'Inventario de equipo',
  'Capacitación al personal',
  'Validación con el cliente',
  'Entrega de sucursal',
  'Instalación de energía regulada',
  'Instalación de enlace',
];
