import { serializeOptions, type AnswerType } from '../../../src/domain/surveys/questionOptions';
import { Random, utc } from '../store/random';
import type { SandboxStore } from '../store/types';
import { CLOSED_STATUSES, type AnsweredSurveyRecord, type SurveyQuestionRecord, type SurveyTemplateRecord } from './surveyState';

/** The catalogue seed links service types to these templates by their ids (catalogSeed.ts SEEDED_SURVEY_OF_TYPE). */
const ANSWERED_MAX = 600;

type Seeded = [label: string, type: AnswerType, required: boolean, options?: string[] | number];

const TEMPLATES: { title: string; description: string | null; enabled: boolean; questions: Seeded[] }[] = [
  {
    title: 'Satisfacción con la atención de incidentes', description: 'Se envía al cerrar un ticket de incidente.', enabled: true,
    questions: [
      ['¿Qué tan satisfecho está con la atención recibida?', 'linearScale', true, 5],
      ['¿Se resolvió la falla reportada?', 'severalOptions', true, ['Sí', 'Parcialmente', 'No']],
      ['¿Qué mejoraría del servicio?', 'shortAnswer', false],
      ['Comentarios adicionales', 'paragraph', false],
    ],
  },
  {
    title: 'Encuesta de requerimientos', description: null, enabled: true,
    questions: [
      ['¿Qué tan probable es que recomiende el servicio?', 'linearScale', true, 10],
      ['¿El ingeniero llegó en el horario acordado?', 'severalOptions', true, ['Sí', 'No']],
      ['Describa brevemente su experiencia', 'paragraph', false],
    ],
  },
  {
    title: 'Calidad del mantenimiento preventivo', description: 'Evaluación del mantenimiento realizado en sitio.', enabled: true,
    questions: [
      ['Califique la limpieza del área de trabajo', 'linearScale', true, 5],
      ['¿Recibió el reporte del mantenimiento?', 'severalOptions', false, ['Sí, impreso', 'Sí, por correo', 'No']],
      ['Nombre de quien recibió el servicio', 'shortAnswer', true],
    ],
  },
  { title: 'Encuesta anual 2025', description: 'Sustituida por las encuestas por tipo de servicio.', enabled: false, questions: [['¿Cómo califica el año de servicio?', 'linearScale', true, 5]] },
];

const SHORT = ['Más rapidez', 'Mejor comunicación', 'Nada, todo bien', 'Avisar antes de llegar', 'Puntualidad'];
const PARAGRAPHS = [
  'El ingeniero explicó lo que hizo y dejó el equipo funcionando.',
  'Tardaron en llegar, pero la reparación fue buena.',
  'Excelente servicio, muy amables y ordenados.',
  'Tuvimos que llamar dos veces para que atendieran el reporte.',
];

function optionsOf(type: AnswerType, seeded: Seeded[3]) {
  if (type === 'linearScale') return serializeOptions({ kind: 'scale', max: seeded as number });
  if (type === 'severalOptions') return serializeOptions({ kind: 'options', options: (seeded as string[]).map((label, i) => ({ id: i + 1, label })) });
  return null;
}

/** The seeded templates, their questions numbered across templates as the service numbers them. */
export function seedTemplates(): SurveyTemplateRecord[] {
  let questionId = 1;
  return TEMPLATES.map((t, i) => ({
    idSurveyTemplate: i + 1, title: t.title, description: t.description, enabled: t.enabled, rowVersion: 1,
    questions: t.questions.map(([label, type, isRequired, seeded], order): SurveyQuestionRecord => ({
      idSurveyQuestion: questionId++, orderItem: order + 1, label, typeComponent: type, isRequired, options: optionsOf(type, seeded),
    })),
  }));
}

/** An answer a client might give: scales lean high, an optional question is skipped now and then. */
function answerOf(rnd: Random, question: SurveyQuestionRecord): string | null {
  if (!question.isRequired && rnd.chance(0.3)) return null;
  if (question.typeComponent === 'linearScale') {
    const max = (JSON.parse(question.options!) as { max: number }).max;
    return String(Math.max(1, max - rnd.weighted([[0, 5], [1, 3], [2, 2], [Math.floor(max / 2), 1]])));
  }
  if (question.typeComponent === 'severalOptions') return String(rnd.weighted((JSON.parse(question.options!) as unknown[]).map((_, i) => [i + 1, 4 - Math.min(i, 3)] as const)));
  return question.typeComponent === 'shortAnswer' ? rnd.pick(SHORT) : rnd.pick(PARAGRAPHS);
}

/** Answered surveys on closed tickets of the linked service types: most of them answered, a few hours after closing. */
export function seedAnswered(store: SandboxStore, templates: Map<number, SurveyTemplateRecord>): AnsweredSurveyRecord[] {
  const rnd = new Random(35);
  const answered: AnsweredSurveyRecord[] = [];
  const tickets = [...store.tickets.values()].filter((t) => CLOSED_STATUSES.has(t.statusId) && t.closedDate).sort((a, b) => a.ticketId - b.ticketId);
  for (const ticket of tickets) {
    const surveyId = store.serviceTypes.get(ticket.serviceTypeId)?.surveyId;
    const template = surveyId ? templates.get(surveyId) : undefined;
    if (!template?.enabled || !rnd.chance(0.85) || answered.length >= ANSWERED_MAX) continue;
    const closed = Date.parse(`${ticket.closedDate}Z`);
    const date = new Date(Math.min(store.now.getTime(), closed + rnd.int(1, 72) * 3_600_000));
    const answers = new Map<number, string>();
    for (const question of template.questions) {
      const value = answerOf(rnd, question);
      if (value !== null) answers.set(question.idSurveyQuestion, value);
    }
    answered.push({ idSurvey: answered.length + 1, idTicket: ticket.ticketId, idSurveyTemplate: template.idSurveyTemplate, answeredDate: utc(date), questions: template.questions, answers });
  }
  return answered;
}
