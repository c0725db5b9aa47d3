import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useUploadTicketFileMutation } from '../../../api/tags/filestorage';
import { useCreateTicketMutation } from '../../../api/tags/ticket';
import { selectOnline } from '../../../core/store/connectionSlice';
import { useAppSelector } from '../../../core/store/hooks';
import { useApiErrorMessage } from '../../../core/errors/useApiErrorMessage';
import type { PreparedAttachment } from '../../../shared/files/prepareAttachment';
import { readAsBase64 } from '../../../shared/files/readAsBase64';
import { useToast } from '../../../shared/ui/ToastProvider';
import type { CreateTicketValues } from './createTicketSchema';
import { ticketDetailPath } from '../../../domain/tickets/paths/ticketDetailPath';
import type { TicketKind } from './ticketKind';
import { toCreateTicketArg } from './toCreateTicketArg';

/**
 * Creates the ticket, then attaches its files (the creation call carries none: filestorage.yaml
 * uploadTicketFile), then opens the new ticket's detail. A refused creation rejects, for the page form
 * to show while it keeps what was typed; a refused file does not undo the ticket, it is named in a
 * warning so the operator can attach it from the detail. Offline nothing is sent: the form keeps its
 * values and says why, until the operator sends again online.
 */
export function useCreateTicket(kind: TicketKind, canBackdate: boolean) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const errorMessage = useApiErrorMessage();
  const [createTicket] = useCreateTicketMutation();
  const [uploadTicketFile] = useUploadTicketFileMutation();
  const online = useAppSelector(selectOnline);
  const [triedOffline, setTriedOffline] = useState(false);

  const attach = async (ticketId: number, { blob, fileName, size }: PreparedAttachment): Promise<string | null> => {
    try {
      const fileBase64 = await readAsBase64(blob);
      const result = await uploadTicketFile({ ticketFileUploadRequest: { ticketId, fileName, description: null, fileBase64, size } });
      return 'error' in result ? errorMessage(result.error) : null;
    } catch {
      return t('errors.unexpected');
    }
  };

  const submit = async (values: CreateTicketValues, priorityId: number | null) => {
    setTriedOffline(!online);
    if (!online) return;
    const created = await createTicket(toCreateTicketArg(values, kind, priorityId, canBackdate)).unwrap();
    const { ticketId } = created.data;
    toast({ severity: 'success', summary: t('ticketCreate.created', { id: ticketId }) });
    for (const file of values.files) {
      const problem = await attach(ticketId, file);
      if (problem) toast({ severity: 'warn', summary: t('ticketCreate.files.uploadError', { name: file.fileName, id: ticketId }), detail: problem });
    }
    await navigate(ticketDetailPath(ticketId));
  };

  return { submit, refusedOffline: triedOffline && !online };
}
