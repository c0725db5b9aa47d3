import { PROBLEM_STATUSES } from '../../../src/domain/problems/lifecycle';
import { Random, utc } from '../store/random';
import { serviceState } from '../store/serviceState';
import type { SandboxStore } from '../store/types';
import { nextProcessId } from './state';

export interface SolutionRecord {
  solutionId: number;
  title: string;
  content: string;
  solutionTopicId: number;
  ownerSystemUserIds: number[];
  reviewDate: string | null;
  expirationDate: string | null;
  keywords: string[];
  internalComments: string | null;
  mainSolution: boolean;
  problemId: number | null;
  createdUserId: number;
  createdDateTime: string;
  updatedDateTime: string;
}

export interface SolutionState {
  solutions: Map<number, SolutionRecord>;
  /** "Was this useful", by solution and user: the last answer of each person counts. */
  votes: Map<number, Map<number, boolean>>;
}

/** Solutions seeded in Spanish, then the hostile ones (below) after them. */
export const SEEDED_SOLUTIONS = 300;

/**
 * Seeded solutions whose content carries what an attacker would paste: a script, an image's error handler, a
 * javascript: link and a remote image (a tracking pixel). The service keeps what it is sent; the app must show them inert.
 */
export const HOSTILE_CONTENT = [
  '<p>Reinicie el servicio de impresión.</p><script>window.__hostile = "script"</script>',
  '<p>Revise el cableado de red.</p><img src="x" onerror="window.__hostile = \'onerror\'">',
  '<p>Consulte la <a href="javascript:window.__hostile=\'link\'">guía de configuración</a> antes de continuar.</p>',
  '<p>Verifique la alimentación del equipo.</p><img src="https://rastreo.example.com/pixel.png" alt="">',
] as const;

/** By topic id (solutionTopics.ts): what fails and the equipment it fails on. */
const SUBJECTS: Record<number, { failures: string[]; devices: string[]; steps: string[]; keywords: string[] }> = {
  1: { failures: ['Sin conexión a internet', 'Pérdida intermitente de paquetes', 'Enlace caído'], devices: ['router de sucursal', 'switch de piso', 'módem 4G'], steps: ['Verifique los indicadores del equipo', 'Reinicie el equipo de enlace', 'Valide la configuración de la VLAN'], keywords: ['red', 'enlace', 'conectividad'] },
  2: { failures: ['Atasco de papel', 'Impresión en blanco', 'Cola de impresión detenida'], devices: ['impresora láser', 'impresora térmica', 'multifuncional'], steps: ['Retire el papel atascado', 'Limpie el cabezal térmico', 'Reinicie el servicio de cola'], keywords: ['impresora', 'papel', 'tóner'] },
  3: { failures: ['Terminal no enciende', 'Lector de tarjetas sin respuesta', 'Pantalla táctil descalibrada'], devices: ['terminal punto de venta', 'pinpad', 'lector de código de barras'], steps: ['Revise la fuente de poder', 'Recalibre la pantalla', 'Actualice el firmware de la terminal'], keywords: ['terminal', 'tpv', 'pinpad'] },
  4: { failures: ['Dispensador atascado', 'Error de comunicación con el host', 'Lector de tarjeta dañado'], devices: ['cajero automático', 'dispensador de billetes', 'módulo de depósito'], steps: ['Abra la bóveda con el protocolo de seguridad', 'Retire los billetes atascados', 'Reinicie la comunicación con el host'], keywords: ['cajero', 'atm', 'dispensador'] },
  5: { failures: ['Batería agotada', 'Alarma de sobrecarga', 'Corte de energía'], devices: ['UPS de rack', 'regulador de voltaje', 'planta de emergencia'], steps: ['Mida el voltaje de entrada', 'Reemplace el banco de baterías', 'Redistribuya la carga conectada'], keywords: ['energía', 'ups', 'batería'] },
  6: { failures: ['Disco lleno', 'Servicio no responde', 'Alta temperatura'], devices: ['servidor de sucursal', 'servidor de base de datos', 'almacenamiento NAS'], steps: ['Libere espacio en disco', 'Reinicie el servicio afectado', 'Revise los ventiladores'], keywords: ['servidor', 'disco', 'servicio'] },
  7: { failures: ['Error al cerrar caja', 'Ventas no sincronizan', 'Aplicación se congela'], devices: ['software de caja', 'módulo de inventario', 'sincronizador de ventas'], steps: ['Cierre la sesión del cajero', 'Forzar la sincronización', 'Reinstale la versión vigente'], keywords: ['software', 'caja', 'sincronización'] },
  8: { failures: ['Cuenta bloqueada', 'Correo no envía', 'Contraseña expirada'], devices: ['correo corporativo', 'directorio de usuarios', 'portal de autoservicio'], steps: ['Desbloquee la cuenta en el directorio', 'Revise la cuota del buzón', 'Restablezca la contraseña'], keywords: ['correo', 'cuenta', 'contraseña'] },
  9: { failures: ['Sin tono de marcado', 'Llamadas se cortan', 'Eco en la línea'], devices: ['teléfono IP', 'conmutador', 'troncal SIP'], steps: ['Revise el registro SIP', 'Cambie el puerto del teléfono', 'Ajuste el códec de audio'], keywords: ['telefonía', 'sip', 'llamadas'] },
  10: { failures: ['Alerta de antivirus', 'Acceso no autorizado', 'Certificado vencido'], devices: ['estación de trabajo', 'firewall perimetral', 'portal web'], steps: ['Aísle el equipo de la red', 'Revise la bitácora de accesos', 'Renueve el certificado'], keywords: ['seguridad', 'antivirus', 'certificado'] },
  11: { failures: ['Cámara sin imagen', 'Grabador sin espacio', 'Imagen borrosa'], devices: ['cámara IP', 'grabador NVR', 'cámara domo'], steps: ['Verifique la alimentación PoE', 'Depure grabaciones antiguas', 'Limpie y enfoque el lente'], keywords: ['cámara', 'videovigilancia', 'nvr'] },
};
const VARIANTS = ['', ' (sucursal)', ' (centro de datos)', ' después de actualización', ' tras corte de energía', ' en horario pico', ' en equipo nuevo', ' recurrente', ' intermitente', ' con código de error'];
const COMMENTS = ['Validado con el proveedor.', 'Pendiente revisar con el área de redes.', null, 'Solo para personal de campo certificado.'];

/**
 * The seeded problems that published their known error (problemState.ts: the n-th problem, id n + 1, when Resolved or
 * Closed and n % 4 < 2) and the seeded solution each published: written once here so both seeds link both ways alone.
 */
export function seededPublication(n: number, status: string): number | null {
  return (status === 'Resolved' || status === 'Closed') && n % 4 < 2 ? n * 3 : null;
}

/** Problems seeded (problemState.ts): ten in each status. */
export const SEEDED_PROBLEMS = 60;

export const solutionState = serviceState('process', 'solutions', (store: SandboxStore): SolutionState => seed(store));

function contentOf(failure: string, device: string, steps: string[]): string {
  return `<h2>${failure}</h2><p>Aplica a: <strong>${device}</strong>.</p><ol>${steps.map((s) => `<li data-list="ordered">${s}.</li>`).join('')}</ol>` +
    '<p>Si el problema persiste, escale el ticket al área de soporte especializado.</p>';
}

function seed(store: SandboxStore): SolutionState {
  const rnd = new Random(store.seed ^ 0x5017);
  const state: SolutionState = { solutions: new Map(), votes: new Map() };
  const day = 86_400_000;
  const now = store.now.getTime();
  const at = (days: number) => utc(new Date(Math.floor((now + days * day) / 3_600_000) * 3_600_000));
  for (let i = 0; i < SEEDED_SOLUTIONS; i++) {
    const topicId = (i % 11) + 1;
    const subject = SUBJECTS[topicId]!;
    const failure = subject.failures[Math.floor(i / 11) % 3]!;
    const device = subject.devices[Math.floor(i / 33) % 3]!;
    const variant = VARIANTS[Math.floor(i / 99) % VARIANTS.length]!;
    const created = rnd.int(30, 400);
    const solutionId = nextProcessId(store, 'solutions');
    // Every tenth has expired, every sixth is past its review; the rest are current.
    const expired = i % 10 === 7;
    const reviewPassed = !expired && i % 6 === 5;
    state.solutions.set(solutionId, {
      solutionId,
      title: `${failure} en ${device}${variant}`.slice(0, 150),
      content: contentOf(failure, device, subject.steps),
      solutionTopicId: topicId,
      ownerSystemUserIds: [rnd.pick([1, 2, 3])],
      reviewDate: expired ? at(-60) : reviewPassed ? at(-rnd.int(1, 30)) : at(rnd.int(10, 120)),
      expirationDate: expired ? at(-rnd.int(1, 30)) : i % 4 === 0 ? null : at(rnd.int(130, 400)),
      keywords: [...subject.keywords.slice(0, 1 + (i % 3))],
      internalComments: rnd.pick(COMMENTS),
      mainSolution: i % 7 === 0,
      problemId: null,
      createdUserId: rnd.pick([1, 2, 3]),
      createdDateTime: at(-created),
      updatedDateTime: at(-rnd.int(1, created)),
    });
    if (i % 5 === 0) state.votes.set(solutionId, new Map([[2, true], [3, i % 2 === 0], [4, true]]));
  }
  const byIndex = [...state.solutions.values()];
  for (let n = 0; n < SEEDED_PROBLEMS; n++) {
    const index = seededPublication(n, PROBLEM_STATUSES[n % PROBLEM_STATUSES.length]!);
    if (index !== null) byIndex[index]!.problemId = n + 1;
  }
  HOSTILE_CONTENT.forEach((content, k) => {
    const solutionId = nextProcessId(store, 'solutions');
    state.solutions.set(solutionId, {
      solutionId, title: `Contenido importado ${k + 1}: guía heredada`, content, solutionTopicId: 2, ownerSystemUserIds: [1], reviewDate: null,
      expirationDate: null, keywords: ['importado'], internalComments: 'Importado del sistema anterior sin revisar.', mainSolution: false,
      problemId: null, createdUserId: 1, createdDateTime: at(-10), updatedDateTime: at(-10),
    });
  });
  return state;
}

/** The ids of the hostile seeds, for the tests that show them inert. */
export const hostileSolutionIds = (store: SandboxStore): number[] =>
  [...solutionState(store).solutions.values()].filter((s) => s.keywords.includes('importado')).map((s) => s.solutionId);
