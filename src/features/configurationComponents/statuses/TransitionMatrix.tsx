import { useCallback, type KeyboardEvent } from 'react';
import { useField, useFormikContext } from 'formik';
import { useTranslation } from 'react-i18next';
import type { ComponentStatusId } from '../../../api/tags/product';
import { componentStatusNameIn } from '../../../domain/inventory/componentStatuses';
import { useFieldReading } from '../../../shared/forms/fields';
import { fieldOf, type StatusConfigurationValues } from './statusConfigurationValues';

interface MatrixProps {
  ids: readonly ComponentStatusId[];
}

const ARROWS: Record<string, [number, number]> = { ArrowUp: [-1, 0], ArrowDown: [1, 0], ArrowLeft: [0, -1], ArrowRight: [0, 1] };

/** Arrow keys move between the cells' checkboxes, over the diagonal and unavailable cells (Tab still walks them in reading order). */
const moveWithArrows = (size: number) => (event: KeyboardEvent<HTMLTableElement>) => {
  const step = ARROWS[event.key];
  const cell = (event.target as HTMLElement).closest<HTMLElement>('[data-cell]');
  if (!step || !cell) return;
  const [row, column] = cell.dataset.cell!.split(':').map(Number) as [number, number];
  for (let r = row + step[0], c = column + step[1]; r >= 0 && r < size && c >= 0 && c < size; r += step[0], c += step[1]) {
    const next = event.currentTarget.querySelector<HTMLInputElement>(`[data-cell="${r}:${c}"] input:not(:disabled)`);
    if (next) {
      event.preventDefault();
      next.focus();
      return;
    }
  }
};

/** One row: the statuses a component in `from` may move to, ticked. */
function TransitionRow({ ids, from, row }: MatrixProps & { from: ComponentStatusId; row: number }) {
  const { t } = useTranslation();
  const statusName = componentStatusNameIn(t);
  const { values, isSubmitting } = useFormikContext<StatusConfigurationValues>();
  const [field, , helpers] = useField<number[]>(fieldOf.next(from));
  const label = t('components.statuses.matrix.rowLabel', { status: statusName(from) });
  const namesOf = useCallback((next: number[]) => ids.filter((id) => next.includes(id)).map((id) => statusName(id)).join(', '), [ids, statusName]);
  useFieldReading(fieldOf.next(from), label, namesOf);
  const allowed = new Set(field.value);
  const toggle = (to: number, on: boolean) => void helpers.setValue(on ? ids.filter((id) => id === to || allowed.has(id)) : field.value.filter((id) => id !== to));
  const fromEnabled = values[fieldOf.enabled(from)];
  return (
    <tr>
      <th scope="row" className="text-left p-2 white-space-nowrap">{statusName(from)}</th>
      {ids.map((to, column) =>
        to === from ? (
          <td key={to} className="text-center p-2 text-500" aria-label={t('components.statuses.matrix.same')}>—</td>
        ) : (
          <td key={to} className="text-center p-2" data-cell={`${row}:${column}`}>
            <input
              type="checkbox"
              className="cursor-pointer"
              style={{ width: '1.1rem', height: '1.1rem' }}
              checked={allowed.has(to)}
              disabled={isSubmitting || !fromEnabled || !values[fieldOf.enabled(to)]}
              onChange={(e) => toggle(to, e.target.checked)}
              aria-label={t('components.statuses.matrix.cell', { from: statusName(from), to: statusName(to) })}
            />
          </td>
        ),
      )}
    </tr>
  );
}

/**
 * The allowed transitions as a matrix of checkboxes, "from" by row and "to" by column, each named "from X to Y".
 * A disabled status's row and column are unavailable: the service takes no transition that names one.
 */
export function TransitionMatrix({ ids }: MatrixProps) {
  const { t } = useTranslation();
  const statusName = componentStatusNameIn(t);
  return (
    <div className="overflow-auto">
      <table className="text-sm" style={{ borderCollapse: 'collapse' }} onKeyDown={moveWithArrows(ids.length)}>
        <caption className="text-left font-semibold pb-2">{t('components.statuses.matrix.caption')}</caption>
        <thead>
          <tr>
            <th scope="col" className="text-left p-2">{t('components.statuses.matrix.corner')}</th>
            {ids.map((to) => (
              <th key={to} scope="col" className="p-2 align-bottom" style={{ minWidth: '5rem' }}>{statusName(to)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ids.map((from, row) => (
            <TransitionRow key={from} ids={ids} from={from} row={row} />
          ))}
        </tbody>
      </table>
    </div>
  );
}
