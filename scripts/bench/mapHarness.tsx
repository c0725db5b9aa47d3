// The page of `npm run bench -- map` (scripts/bench/mapBrowser.ts): ClusterMap alone, as a screen
// draws it, with generated points. It records in window.mapBench when the points were handed to the
// map, when the first groups were painted, and every long task of the main thread.
import { createRoot } from 'react-dom/client';
import { I18nextProvider } from 'react-i18next';
import shippedConfig from '../../public/config.json';
import { parseRuntimeConfig, setRuntimeConfig } from '../../src/core/config/runtimeConfig';
import es from '../../src/shared/i18n/es.json';
import { createI18n, registerTranslations } from '../../src/shared/i18n/i18n';
import ClusterMap from '../../src/shared/map/ClusterMap';
import { benchPoints, BENCH_STATUSES, type BenchPoint } from './mapPoints';

interface MapBench {
  givenAt: number;
  paintedAt?: number;
  longTasks: { start: number; duration: number }[];
  violations: string[];
}
const bench: MapBench = { givenAt: 0, longTasks: [], violations: [] };
(window as unknown as { mapBench: MapBench }).mapBench = bench;

new PerformanceObserver((list) => {
  for (const task of list.getEntries()) bench.longTasks.push({ start: task.startTime, duration: task.duration });
}).observe({ type: 'longtask', buffered: true });
document.addEventListener('securitypolicyviolation', (event) => bench.violations.push(`${event.violatedDirective} ${event.blockedURI}`));

setRuntimeConfig(parseRuntimeConfig(shippedConfig));
registerTranslations('es', es);
const i18n = createI18n('es');
const params = new URLSearchParams(window.location.search);
const points = benchPoints(Number(params.get('points')), Number(params.get('perPlace')));

/** The frame after the one in which the first group showed: that one has been painted. */
function watchFirstPaint(): void {
  if (document.querySelector('.sd-map-group')) {
    requestAnimationFrame(() => (bench.paintedAt = performance.now()));
    return;
  }
  requestAnimationFrame(watchFirstPaint);
}

// As on the components' map (ComponentsMapPage), the map is mounted while its points are read, so its
// worker starts meanwhile; the points come half a second later, less than reading 200,000 of them takes.
const MOUNTED_BEFORE_POINTS_MS = 500;
const NO_POINTS: BenchPoint[] = [];
const root = createRoot(document.getElementById('root')!);
const show = (shown: BenchPoint[], loading: boolean) =>
  root.render(
    <I18nextProvider i18n={i18n}>
      <ClusterMap
        points={shown}
        loading={loading}
        statuses={BENCH_STATUSES}
        label="Mapa de componentes"
        pointLabel={(point) => `Componente ${point.serial}`}
        renderPopup={(point) => <a href={`/components/${point.serial}`}>{point.serial}</a>}
      />
    </I18nextProvider>,
  );
show(NO_POINTS, true);
setTimeout(() => {
  bench.givenAt = performance.now();
  show(points, false);
  watchFirstPaint();
}, MOUNTED_BEFORE_POINTS_MS);
