/** Mexican states with a capital, its coordinates and postal-code prefix, for realistic locations. */
export const STATES: readonly { name: string; municipalities: string[]; lat: number; lng: number; cp: string }[] = [
  { name: 'Ciudad de México', municipalities: ['Cuauhtémoc', 'Benito Juárez', 'Miguel Hidalgo', 'Coyoacán', 'Iztapalapa'], lat: 19.4326, lng: -99.1332, cp: '0' },
  { name: 'Jalisco', municipalities: ['Guadalajara', 'Zapopan', 'Tlaquepaque', 'Tonalá'], lat: 20.6597, lng: -103.3496, cp: '44' },
  { name: 'Nuevo León', municipalities: ['Monterrey', 'San Pedro Garza García', 'Guadalupe', 'Apodaca'], lat: 25.6866, lng: -100.3161, cp: '64' },
  { name: 'Puebla', municipalities: ['Puebla', 'Cholula', 'Atlixco'], lat: 19.0414, lng: -98.2063, cp: '72' },
  { name: 'Querétaro', municipalities: ['Querétaro', 'El Marqués', 'Corregidora'], lat: 20.5888, lng: -100.3899, cp: '76' },
  { name: 'Yucatán', municipalities: ['Mérida', 'Valladolid', 'Progreso'], lat: 20.9674, lng: -89.5926, cp: '97' },
  { name: 'Veracruz', municipalities: ['Veracruz', 'Xalapa', 'Boca del Río', 'Coatzacoalcos'], lat: 19.1738, lng: -96.1342, cp: '91' },
  { name: 'Guanajuato', municipalities: ['León', 'Irapuato', 'Celaya', 'Guanajuato'], lat: 21.1250, lng: -101.6860, cp: '37' },
  { name: 'Estado de México', municipalities: ['Toluca', 'Naucalpan', 'Tlalnepantla', 'Ecatepec'], lat: 19.2826, lng: -99.6557, cp: '50' },
  { name: 'Baja California', municipalities: ['Tijuana', 'Mexicali', 'Ensenada'], lat: 32.5149, lng: -117.0382, cp: '22' },
  { name: 'Sonora', municipalities: ['Hermosillo', 'Ciudad Obregón', 'Nogales'], lat: 29.0729, lng: -110.9559, cp: '83' },
  { name: 'Chihuahua', municipalities: ['Chihuahua', 'Ciudad Juárez', 'Delicias'], lat: 28.6320, lng: -106.0691, cp: '31' },
  { name: 'Coahuila', municipalities: ['Saltillo', 'Torreón', 'Monclova'], lat: 25.4232, lng: -101.0053, cp: '25' },
  { name: 'Sinaloa', municipalities: ['Culiacán', 'Mazatlán', 'Los Mochis'], lat: 24.8091, lng: -107.3940, cp: '80' },
  { name: 'Oaxaca', municipalities: ['Oaxaca de Juárez', 'Salina Cruz', 'Juchitán'], lat: 17.0732, lng: -96.7266, cp: '68' },
  { name: 'Chiapas', municipalities: ['Tuxtla Gutiérrez', 'Tapachula', 'San Cristóbal de las Casas'], lat: 16.7516, lng: -93.1161, cp: '29' },
  { name: 'Quintana Roo', municipalities: ['Cancún', 'Playa del Carmen', 'Chetumal'], lat: 21.1619, lng: -86.8515, cp: '77' },
  { name: 'San Luis Potosí', municipalities: ['San Luis Potosí', 'Soledad de Graciano Sánchez', 'Ciudad Valles'], lat: 22.1565, lng: -100.9855, cp: '78' },
  { name: 'Aguascalientes', municipalities: ['Aguascalientes', 'Jesús María', 'Calvillo'], lat: 21.8853, lng: -102.2916, cp: '20' },
  { name: 'Michoacán', municipalities: ['Morelia', 'Uruapan', 'Zamora'], lat: 19.7060, lng: -101.1950, cp: '58' },
];

/** A five-digit Mexican postal code in the state: its prefix, then the given digits, cut or filled with zeros. */
export const postalCodeIn = (state: { cp: string }, digits: string) => `${state.cp}${digits}`.slice(0, 5).padEnd(5, '0');

export const STREETS = ['Av. Reforma', 'Av. Juárez', 'Calle Hidalgo', 'Av. Insurgentes', 'Calle Morelos', 'Blvd. Independencia', 'Av. Universidad', 'Calle Zaragoza', 'Av. Revolución', 'Calle Allende', 'Av. Constitución', 'Calle Madero'];

export const FIRST_NAMES = ['José', 'María', 'Juan', 'Guadalupe', 'Luis', 'Ana', 'Carlos', 'Sofía', 'Miguel', 'Fernanda', 'Jorge', 'Valeria', 'Ricardo', 'Daniela', 'Alejandro', 'Gabriela', 'Francisco', 'Mariana', 'Eduardo', 'Lucía', 'Roberto', 'Paola', 'Andrés', 'Claudia', 'Héctor', 'Verónica', 'Raúl', 'Adriana', 'Sergio', 'Patricia'];
export const LAST_NAMES = ['Hernández', 'García', 'Martínez', 'López', 'González', 'Pérez', 'Rodríguez', 'Sánchez', 'Ramírez', 'Cruz', 'Flores', 'Gómez', 'Morales', 'Vázquez', 'Jiménez', 'Reyes', 'Díaz', 'Torres', 'Gutiérrez', 'Ruiz', 'Mendoza', 'Aguilar', 'Ortiz', 'Castillo', 'Romero'];

export const CLIENTS = [
  { name: 'Banco del Valle', description: 'Red de sucursales y cajeros automáticos' },
  { name: 'Farmacias San Rafael', description: 'Cadena de farmacias con terminales punto de venta' },
  { name: 'Telecomunicaciones Azteca', description: 'Sitios de telecomunicación y torres' },
  { name: 'Grupo Comercial del Norte', description: 'Tiendas de autoservicio' },
  { name: 'Hospitales Ángeles del Sur', description: 'Equipamiento médico y de cómputo' },
];

export const SERVICE_NAMES_BY_TYPE: Record<number, string[]> = {
  9: ['Falla en cajero automático', 'Terminal punto de venta sin conexión', 'Falla de energía en sitio', 'Equipo de cómputo no enciende', 'Impresora de tickets atascada', 'Falla en enlace de datos'],
  10: ['Alta de usuario en terminal', 'Cambio de papelería', 'Configuración de red', 'Reubicación de equipo'],
  11: ['Mantenimiento preventivo trimestral', 'Limpieza de equipo', 'Revisión de UPS'],
  12: ['Instalación de terminal punto de venta', 'Instalación de cajero automático', 'Instalación de antena'],
  13: ['Retiro de terminal', 'Retiro de equipo dañado'],
  32: ['Lanzamiento de sucursal', 'Lanzamiento de campaña en sitio'],
};

export const FAILURES = ['No enciende', 'Sin comunicación', 'Pantalla en negro', 'Lector de tarjetas dañado', 'Atasco de papel', 'Error de dispensado', 'Falla eléctrica', 'Ruido anormal'];
export const COMMENTS = [
  'Se contactó al responsable del sitio para confirmar la visita.',
  'El ingeniero reporta llegada al sitio.',
  'Se reemplazó la pieza dañada y se realizaron pruebas.',
  'Cliente solicita reprogramar la visita para mañana.',
  'Se requiere refacción; se solicitó al almacén.',
  'Equipo operando correctamente después de la intervención.',
  'Sin acceso al sitio por horario del cliente.',
  'Se adjuntan evidencias fotográficas del servicio.',
];
