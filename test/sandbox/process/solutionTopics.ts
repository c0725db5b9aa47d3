import { rowVersions } from '../guards/rowVersion';
import type { OperationHandlers } from '../runtime';
import { serviceState } from '../store/serviceState';

interface TopicRecord {
  id: number;
  name: string;
  description: string | null;
  enabled: boolean;
}

/** The topics solutions are filed under (002 section 3, solutionTopicId); the last one is disabled, so screens offer it no more. */
export const solutionTopics = serviceState('catalog', 'solutionTopics', () =>
  new Map(
    ([
      ['Redes y conectividad', true], ['Impresoras', true], ['Terminales punto de venta', true], ['Cajeros automáticos', true],
      ['Energía y UPS', true], ['Servidores', true], ['Software de punto de venta', true], ['Correo y cuentas', true],
      ['Telefonía', true], ['Seguridad', true], ['Videovigilancia', true], ['Equipos retirados', false],
    ] as const).map(([name, enabled], i): [number, TopicRecord] => [i + 1, { id: i + 1, name, description: null, enabled }]),
  ),
);

const versions = rowVersions('catalog', 'solutionTopics');

export const solutionTopicHandlers: OperationHandlers = {
  getCatalogSolutionTopics: ({ store, query }) =>
    [...solutionTopics(store).values()]
      .filter((t) => query.onlyEnabled !== true || t.enabled)
      .sort((a, b) => a.name.localeCompare(b.name, 'es'))
      .map((t) => versions.stamp(store, t.id, t)),
};
