import type { AnswerType } from '../../../src/domain/surveys/questionOptions';
import { serviceState } from '../store/serviceState';
import { seedAnswered, seedTemplates } from './surveySeed';

/** A ticket answers its survey once it is closed: Closed, or Historic (closed and archived). */
export const CLOSED_STATUSES: ReadonlySet<number> = new Set([5, 9]);

export interface SurveyQuestionRecord {
  idSurveyQuestion: number;
  orderItem: number;
  label: string;
  typeComponent: AnswerType;
  isRequired: boolean;
  /** Serialised as insight.yaml SurveyQuestionOptions says. */
  options: string | null;
}

export interface SurveyTemplateRecord {
  idSurveyTemplate: number;
  title: string;
  description: string | null;
  enabled: boolean;
  /** Replaced whole by an update, so an answered survey keeps the questions it was answered with. */
  questions: SurveyQuestionRecord[];
  rowVersion: number;
}

export interface AnsweredSurveyRecord {
  idSurvey: number;
  idTicket: number;
  idSurveyTemplate: number;
  answeredDate: string;
  questions: SurveyQuestionRecord[];
  /** By idSurveyQuestion; an optional question left blank has none. */
  answers: Map<number, string>;
}

export interface SurveyState {
  templates: Map<number, SurveyTemplateRecord>;
  answered: Map<number, AnsweredSurveyRecord>;
  /** A ticket answers its survey once. */
  answeredByTicket: Map<number, number>;
  nextTemplateId: number;
  nextQuestionId: number;
  nextSurveyId: number;
}

export const surveysOf = serviceState('insight', 'surveys', (store): SurveyState => {
  const templates = new Map(seedTemplates().map((t) => [t.idSurveyTemplate, t]));
  const answered = seedAnswered(store, templates);
  return {
    templates,
    answered: new Map(answered.map((a) => [a.idSurvey, a])),
    answeredByTicket: new Map(answered.map((a) => [a.idTicket, a.idSurvey])),
    nextTemplateId: templates.size + 1,
    nextQuestionId: Math.max(...[...templates.values()].flatMap((t) => t.questions.map((q) => q.idSurveyQuestion))) + 1,
    nextSurveyId: answered.length + 1,
  };
});
