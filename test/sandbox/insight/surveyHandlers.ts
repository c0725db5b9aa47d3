import { fold, matchesText } from '../catalog/common';
import { STALE_VERSION_MESSAGE } from '../guards/rowVersion';
import { utc } from '../store/random';
import { SandboxError, type OperationContext, type OperationHandlers } from '../runtime';
import type { SandboxStore } from '../store/types';
import { checkAnswers, checkQuestions } from './surveyRules';
import { answeredBetween, templateReport } from './surveyReport';
import { CLOSED_STATUSES, surveysOf, type AnsweredSurveyRecord, type SurveyQuestionRecord, type SurveyState, type SurveyTemplateRecord } from './surveyState';

const questionRow = (q: SurveyQuestionRecord, valueResponse: string | null = null) => ({ ...q, valueResponse });
const templateRow = ({ questions, ...t }: SurveyTemplateRecord) => ({ ...t, surveyQuestionsTemplate: questions.map((q) => questionRow(q)) });

function templateOf(state: SurveyState, id: number) {
  const template = state.templates.get(id);
  if (!template) throw new SandboxError(404, `La encuesta ${id} no existe`);
  return template;
}

function answeredRow(state: SurveyState, a: AnsweredSurveyRecord) {
  const template = templateOf(state, a.idSurveyTemplate);
  return {
    idSurvey: a.idSurvey, idTicket: a.idTicket, idSurveyTemplate: a.idSurveyTemplate, title: template.title, description: template.description,
    answeredDate: a.answeredDate, questionsAndAnswers: a.questions.map((q) => questionRow(q, a.answers.get(q.idSurveyQuestion) ?? null)),
  };
}

/** The questions as sent, ids kept for those read and new ones numbered. */
function questionsOf(state: SurveyState, sent: any[]): SurveyQuestionRecord[] {
  return sent.map((q) => ({
    idSurveyQuestion: q.idSurveyQuestion ?? state.nextQuestionId++, orderItem: q.orderItem, label: q.label.trim(), typeComponent: q.typeComponent,
    isRequired: q.isRequired, options: q.options,
  }));
}

/** A ticket's survey: its service type's template, while that template is enabled. */
function ticketSurvey(store: SandboxStore, state: SurveyState, idTicket: number) {
  const ticket = store.tickets.get(idTicket);
  if (!ticket) throw new SandboxError(404, `El ticket ${idTicket} no existe`);
  const surveyId = store.serviceTypes.get(ticket.serviceTypeId)?.surveyId;
  const template = surveyId ? state.templates.get(surveyId) : undefined;
  if (!template?.enabled) throw new SandboxError(404, `El ticket ${idTicket} no tiene encuesta`);
  return { ticket, template };
}

const paged = <T,>(rows: T[], { pageNumber, pageSize }: Record<string, number>) => ({
  items: rows.slice((pageNumber! - 1) * pageSize!, pageNumber! * pageSize!), totalCount: rows.length, pageNumber, pageSize, hasNext: pageNumber! * pageSize! < rows.length,
});

/** Survey templates (created, edited, deleted as an update with enabled false), a ticket's answers and the reports. */
export const surveyHandlers: OperationHandlers = {
  getSurveyTemplateGroup: ({ store }) =>
    [...surveysOf(store).templates.values()].filter((t) => t.enabled).sort((a, b) => a.title.localeCompare(b.title, 'es')).map(({ idSurveyTemplate, title }) => ({ idSurveyTemplate, title })),
  getSurveyTemplateById: ({ store, params }) => templateRow(templateOf(surveysOf(store), params.id)),
  searchSurveyTemplates: ({ store, query }: OperationContext) => {
    const state = surveysOf(store);
    const enabled = query.enabled ?? true;
    const answeredCount = (id: number) => [...state.answered.values()].filter((a) => a.idSurveyTemplate === id).length;
    const rows = [...state.templates.values()]
      .filter((t) => t.enabled === enabled && matchesText(query.text, t.title, t.description))
      .sort((a, b) => a.title.localeCompare(b.title, 'es'))
      .map(({ idSurveyTemplate, title, description, enabled: on, questions, rowVersion }) => ({
        idSurveyTemplate, title, description, enabled: on, questionCount: questions.length, answeredCount: answeredCount(idSurveyTemplate), rowVersion,
      }));
    return paged(rows, query);
  },
  createSurveyTemplate: ({ store, body }) => {
    const state = surveysOf(store);
    checkQuestions(body.questionsTemplate, null);
    if (body.questionsTemplate.some((q: { idSurveyQuestion: number | null }) => q.idSurveyQuestion !== null)) {
      throw new SandboxError(400, 'Una encuesta nueva no tiene preguntas con id', 'questionsTemplate');
    }
    const template: SurveyTemplateRecord = {
      idSurveyTemplate: state.nextTemplateId++, title: body.title.trim(), description: body.description?.trim() || null, enabled: true,
      questions: questionsOf(state, body.questionsTemplate), rowVersion: 1,
    };
    state.templates.set(template.idSurveyTemplate, template);
    return templateRow(template);
  },
  updateSurveyTemplate: ({ store, params, body, user }) => {
    const state = surveysOf(store);
    if (body.idTemplate !== params.idTemplate) throw new SandboxError(400, 'El id de la encuesta no coincide con la ruta', 'idTemplate');
    const template = templateOf(state, params.idTemplate);
    if (body.rowVersion !== template.rowVersion) throw new SandboxError(409, STALE_VERSION_MESSAGE, 'rowVersion', templateRow(template));
    const perms = store.permissionsOf(user!);
    // SurveyDelete alone deletes (enabled false); any other edit needs SurveyUpdate or SurveyManagement.
    if (body.enabled !== false && !perms.has('SurveyManagement') && !perms.has('SurveyUpdate')) throw new SandboxError(403, 'No tiene permiso para editar encuestas');
    checkQuestions(body.questionsTemplate, template);
    Object.assign(template, {
      title: body.title.trim(), description: body.description?.trim() || null, enabled: body.enabled, questions: questionsOf(state, body.questionsTemplate),
      rowVersion: template.rowVersion + 1,
    });
    return templateRow(template);
  },
  getSurveyTemplateByTicket: ({ store, params }) => {
    const state = surveysOf(store);
    const { ticket, template } = ticketSurvey(store, state, params.id);
    const answered = state.answeredByTicket.has(ticket.ticketId) ? state.answered.get(state.answeredByTicket.get(ticket.ticketId)!)! : null;
    const questions = answered ? answered.questions : template.questions;
    return {
      idTicket: ticket.ticketId, idSurveyTemplate: template.idSurveyTemplate, title: template.title, description: template.description,
      answered: answered !== null, answerable: answered === null && CLOSED_STATUSES.has(ticket.statusId), answeredDate: answered?.answeredDate ?? null,
      surveyQuestionsTemplate: questions.map((q) => questionRow(q, answered?.answers.get(q.idSurveyQuestion) ?? null)),
    };
  },
  saveSurveyAnswers: ({ store, body }) => {
    const state = surveysOf(store);
    const { ticket, template } = ticketSurvey(store, state, body.idTicket);
    if (!CLOSED_STATUSES.has(ticket.statusId)) throw new SandboxError(400, 'La encuesta se responde cuando el ticket está cerrado', 'idTicket');
    if (state.answeredByTicket.has(ticket.ticketId)) throw new SandboxError(400, 'La encuesta de este ticket ya fue respondida', 'idTicket');
    const answers = checkAnswers(template, body.answers);
    const record: AnsweredSurveyRecord = {
      idSurvey: state.nextSurveyId++, idTicket: ticket.ticketId, idSurveyTemplate: template.idSurveyTemplate, answeredDate: utc(store.now), questions: template.questions, answers,
    };
    state.answered.set(record.idSurvey, record);
    state.answeredByTicket.set(ticket.ticketId, record.idSurvey);
    return answeredRow(state, record);
  },
  getSurveyReport: ({ store, query }) => {
    const state = surveysOf(store);
    const answered = answeredBetween(state.answered.values(), query);
    return [...state.templates.values()]
      .map((t) => ({ idSurveyTemplate: t.idSurveyTemplate, title: t.title, enabled: t.enabled, answeredCount: answered.filter((a) => a.idSurveyTemplate === t.idSurveyTemplate).length }))
      .filter((row) => row.enabled || row.answeredCount > 0)
      .sort((a, b) => fold(a.title).localeCompare(fold(b.title), 'es'));
  },
  getSurveyTemplateReport: ({ store, params, query }) => {
    const state = surveysOf(store);
    const template = templateOf(state, params.id);
    return templateReport(template, answeredBetween(state.answered.values(), query).filter((a) => a.idSurveyTemplate === template.idSurveyTemplate));
  },
  searchAnsweredSurveys: ({ store, query }) => {
    const state = surveysOf(store);
    const template = templateOf(state, query.idTemplate);
    const rows = answeredBetween(state.answered.values(), query)
      .filter((a) => a.idSurveyTemplate === template.idSurveyTemplate)
      .sort((a, b) => b.answeredDate.localeCompare(a.answeredDate) || b.idSurvey - a.idSurvey)
      .map(({ idSurvey, idTicket, idSurveyTemplate, answeredDate }) => ({ idSurvey, idTicket, idSurveyTemplate, title: template.title, answeredDate }));
    return paged(rows, query);
  },
  getAnsweredSurveyAnswers: ({ store, params }) => {
    const state = surveysOf(store);
    const answered = state.answered.get(params.id);
    if (!answered) throw new SandboxError(404, `La encuesta respondida ${params.id} no existe`);
    return answeredRow(state, answered);
  },
};
