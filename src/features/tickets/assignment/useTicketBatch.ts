import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import { useToast } from '../../../shared/ui/ToastProvider';

type Outcome = { error: unknown } | { data: unknown };

/**
 * Runs one ticket request per selected ticket, in order. Each refusal is toasted with the ticket and
 * the server's reason; the successes are counted in one toast. The lists refresh through the tags the
 * mutations invalidate. Answers how many succeeded.
 */
export function useTicketBatch() {
  const { t } = useTranslation();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [running, setRunning] = useState(false);

  const run = async (
    ticketIds: number[],
    send: (ticketId: number) => Promise<Outcome>,
    messages: { done: string; failed: string; values?: Record<string, string> },
  ) => {
    setRunning(true);
    const done: number[] = [];
    for (const ticketId of ticketIds) {
      const outcome = await send(ticketId);
      if ('error' in outcome) toast({ severity: 'error', summary: t(messages.failed, { id: ticketId }), detail: errorMessage(outcome.error) });
      else done.push(ticketId);
    }
    setRunning(false);
    if (done.length > 0) toast({ severity: 'success', summary: t(messages.done, { ...messages.values, count: done.length, id: done[0] }) });
    return done.length;
  };

  return { run, running };
}
