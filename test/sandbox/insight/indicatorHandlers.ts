import { bandsOf, checkBandLimits } from '../../../src/domain/kpis/bands/indicatorBands';
import { STALE_VERSION_MESSAGE } from '../guards/rowVersion';
import { SandboxError, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { insightOf } from './state';

const answer = (store: SandboxStore) => {
  const { greenMax, amberMax, rowVersion } = insightOf(store).indicators;
  return { bands: bandsOf({ greenMax, amberMax }), rowVersion };
};

/** The traffic-light bands: two limits kept, the bands drawn from them by the app's own rules. */
export const indicatorHandlers: OperationHandlers = {
  getIndicatorBands: ({ store }) => answer(store),
  updateIndicatorBands: ({ store, body }) => {
    const indicators = insightOf(store).indicators;
    if (body.rowVersion !== indicators.rowVersion) throw new SandboxError(409, STALE_VERSION_MESSAGE, 'rowVersion', answer(store));
    const problem = checkBandLimits(body.greenMax, body.amberMax)[0];
    if (problem?.kind === 'range') {
      throw new SandboxError(422, `El valor debe estar entre ${problem.min.toFixed(2)} y ${problem.max.toFixed(2)}`, problem.field);
    }
    Object.assign(indicators, { greenMax: body.greenMax, amberMax: body.amberMax, rowVersion: indicators.rowVersion + 1 });
    return answer(store);
  },
};
