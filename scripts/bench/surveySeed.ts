// The survey benches' data, put into the sandbox the bench page reads: 50,000 answers to one template, and a
// template of 100 questions (the editor's limit) for the editor.
import { serializeOptions, type AnswerType } from '../../src/domain/surveys/questionOptions';
import { LIMITS } from '../../src/shared/validation/limits';
import { surveysOf } from '../../test/sandbox/insight/surveyState';
import { Random, utc } from '../../test/sandbox/store/random';
import type { SandboxStore } from '../../test/sandbox/store/types';

export const REPORT_ANSWERS = 50_000;
/** Seeded template 1 (four questions, one of each type). */
export const REPORT_TEMPLATE = 1;
const DAY_MS = 86_400_000;

/** REPORT_ANSWERS answered surveys of template 1 over the last year, on made-up ticket ids (the report never reads the ticket). */
export function seedReportAnswers(store: SandboxStore): { title: string; firstQuestion: string } {
  const state = surveysOf(store);
  const template = state.templates.get(REPORT_TEMPLATE)!;
  const rnd = new Random(50);
  for (let i = 0; i < REPORT_ANSWERS; i++) {
    const answers = new Map<number, string>();
    for (const q of template.questions) {
      if (q.typeComponent === 'linearScale') answers.set(q.idSurveyQuestion, String(rnd.int(1, (JSON.parse(q.options!) as { max: number }).max)));
      else if (q.typeComponent === 'severalOptions') answers.set(q.idSurveyQuestion, String(rnd.int(1, (JSON.parse(q.options!) as unknown[]).length)));
      else if (rnd.chance(0.5)) answers.set(q.idSurveyQuestion, q.typeComponent === 'shortAnswer' ? 'Más rapidez' : 'Todo bien, gracias.');
    }
    const idSurvey = state.nextSurveyId++;
    const date = new Date(store.now.getTime() - rnd.int(0, 365 * DAY_MS));
    state.answered.set(idSurvey, { idSurvey, idTicket: 900_000 + i, idSurveyTemplate: REPORT_TEMPLATE, answeredDate: utc(date), questions: template.questions, answers });
  }
  return { title: template.title, firstQuestion: template.questions[0]!.label };
}

const TYPES: AnswerType[] = ['linearScale', 'severalOptions', 'shortAnswer', 'paragraph'];

/** A template of questionsMax questions, the four types in turn; answers its id. */
export function seedLongTemplate(store: SandboxStore): number {
  const state = surveysOf(store);
  const idSurveyTemplate = state.nextTemplateId++;
  const questions = Array.from({ length: LIMITS.surveys.questionsMax }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    const options =
      type === 'linearScale' ? serializeOptions({ kind: 'scale', max: 5 })
        : type === 'severalOptions' ? serializeOptions({ kind: 'options', options: [{ id: 1, label: 'Sí' }, { id: 2, label: 'No' }, { id: 3, label: 'No sé' }] })
          : null;
    return { idSurveyQuestion: state.nextQuestionId++, orderItem: i + 1, label: `Pregunta de prueba número ${i + 1}`, typeComponent: type, isRequired: i % 3 !== 0, options };
  });
  state.templates.set(idSurveyTemplate, { idSurveyTemplate, title: 'Encuesta de 100 preguntas', description: null, enabled: true, questions, rowVersion: 1 });
  return idSurveyTemplate;
}
