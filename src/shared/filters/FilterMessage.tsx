import { useTranslation } from 'react-i18next';
import type { FilterProblem } from './filterChecks';

/** The id of a field's message, for its control's aria-describedby. */
export const messageId = (id: string) => `${id}-message`;

/** Why a search was refused, read out when it appears; its label values (the range's ends) in the user's language. */
export function FilterMessage({ id, problem, className = 'p-error' }: { id: string; problem: FilterProblem; className?: string }) {
  const { t } = useTranslation();
  const labels = Object.fromEntries(Object.entries(problem.labels ?? {}).map(([name, key]) => [name, t(key)]));
  return (
    <small id={messageId(id)} role="alert" className={className}>
      {t(problem.key, { ...problem.values, ...labels })}
    </small>
  );
}

/** The aria props of a control that a problem may describe. */
export const invalidProps = (id: string, problem: FilterProblem | undefined) => ({
  'aria-invalid': problem ? true : undefined,
  'aria-describedby': problem ? messageId(id) : undefined,
});
