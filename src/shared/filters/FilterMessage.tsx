import { useTranslation } from 'react-i18next';
import type { FilterProblem } from './filterChecks';

/** The id of a field's message, for its control's aria-describedby. */
export const messageId = (id: string) => `${id}-message`;

/** Why a search was refused, read out when it appears; a problem's text values are label keys (the range's ends). */
export function FilterMessage({ id, problem, className = 'p-error' }: { id: string; problem: FilterProblem; className?: string }) {
  const { t } = useTranslation();
  const values = Object.fromEntries(Object.entries(problem.values).map(([name, value]) => [name, typeof value === 'string' ? t(value) : value]));
  return (
    <small id={messageId(id)} role="alert" className={className}>
      {t(problem.key, values)}
    </small>
  );
}

/** The aria props of a control that a problem may describe. */
export const invalidProps = (id: string, problem: FilterProblem | undefined) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? messageId(id) : undefined,
});
