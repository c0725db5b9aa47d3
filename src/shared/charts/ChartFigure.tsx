import { Button } from 'primereact/button';
import { Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { retryableLazy } from '../ui/retryableLazy';
import { ChartDataTable } from './ChartDataTable';
import type { ChartSpec } from './chartTypes';

const ChartCanvas = retryableLazy(() => import(/* webpackChunkName: "chart-canvas" */ './ChartCanvas'));

/**
 * A chart for every reader: the canvas (role="img", named by the title) for the eye, and one keyboard-reachable
 * button away, a table of the same numbers for screen readers and anyone who wants the figures.
 */
export function ChartFigure({ spec }: { spec: ChartSpec }) {
  const { t } = useTranslation();
  const tableId = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <figure className="m-0">
      <Suspense fallback={<div role="img" aria-label={spec.title} aria-busy="true" style={{ height: '18rem' }} />}>
        <ChartCanvas spec={spec} />
      </Suspense>
      <figcaption className="mt-2">
        <Button
          type="button"
          text
          size="small"
          icon={tableShown ? 'pi pi-chart-bar' : 'pi pi-table'}
          label={t(tableShown ? 'charts.hideTable' : 'charts.showTable')}
          aria-expanded={tableShown}
          aria-controls={tableId}
          onClick={() => setTableShown((shown) => !shown)}
        />
      </figcaption>
      {tableShown && <ChartDataTable spec={spec} id={tableId} />}
    </figure>
  );
}

export type { ChartBand, ChartSeries, ChartSpec } from './chartTypes';
