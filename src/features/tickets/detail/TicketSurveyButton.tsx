import { useId, useState } from 'react';
import { Button } from 'primereact/button';
import { useTranslation } from 'react-i18next';
import { SurveyAnswerDialog } from '../../../domain/surveys/answer/SurveyAnswerDialog';
import { useTicketHasSurvey } from '../../../domain/surveys/answer/useTicketSurvey';

/** 'Encuesta' in the detail's header, beside the PDF: a closed ticket's survey, to answer or to read once answered. */
export function TicketSurveyButton({ ticketId, statusId }: { ticketId: number; statusId: number }) {
  const { t } = useTranslation();
  const dialogId = useId();
  const [open, setOpen] = useState(false);
  const offered = useTicketHasSurvey(ticketId, statusId);
  if (!offered) return null;
  return (
    <>
      <Button
        type="button"
        size="small"
        outlined
        icon="pi pi-star"
        label={t('surveys.answer.button')}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? dialogId : undefined}
        onClick={() => setOpen(true)}
      />
      {open && <SurveyAnswerDialog id={dialogId} ticketId={ticketId} onHide={() => setOpen(false)} />}
    </>
  );
}
