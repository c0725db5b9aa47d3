import { serializeOptions } from '../../../src/domain/surveys/questionOptions';
import { LIMITS } from '../../../src/shared/validation/limits';
import { callApi, userFor, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { CLOSED_STATUSES, surveysOf } from './surveyState';

const sandbox = setupSandbox();
const XHR = { 'X-Requested-With': 'XMLHttpRequest' };
const api = (method: string, url: string, options: CallOptions = {}) =>
  callApi(sandbox, method, `/insight/api/v1${url}`, { ...options, headers: { ...XHR, ...options.headers } });
/** A refusal the contract itself makes (a limit) is also logged as a violation of the request: expected here. */
const refused = async (method: string, url: string, body: unknown) => {
  const answer = await api(method, url, { body });
  sandbox.violations.length = 0;
  return answer;
};

const { labelMax, scaleMaxMax, shortAnswerMax } = LIMITS.surveys;
const question = (extra: Record<string, unknown> = {}) => ({
  idSurveyQuestion: null, orderItem: 1, label: '¿Volvería a contratarnos?', typeComponent: 'linearScale', isRequired: true, options: serializeOptions({ kind: 'scale', max: scaleMaxMax }), ...extra,
});
const template = (questions = [question()]) => ({ title: 'Postventa', description: null, questionsTemplate: questions });
const state = () => surveysOf(sandbox.store);

describe('insight sandbox: surveys', () => {
  it('seeds templates linked to service types and several hundred answered surveys of closed tickets, every answer type among them', () => {
    const linked = [...sandbox.store.serviceTypes.values()].filter((t) => t.surveyId !== null).map((t) => t.surveyId);
    expect(linked.every((id) => state().templates.get(id!)?.enabled)).toBe(true);
    const answered = [...state().answered.values()];
    expect(answered.length).toBeGreaterThanOrEqual(300);
    expect(answered.every((a) => CLOSED_STATUSES.has(sandbox.store.tickets.get(a.idTicket)!.statusId))).toBe(true);
    const types = new Set(answered.flatMap((a) => a.questions.filter((q) => a.answers.has(q.idSurveyQuestion)).map((q) => q.typeComponent)));
    expect([...types].sort()).toEqual(['linearScale', 'paragraph', 'severalOptions', 'shortAnswer']);
  });

  it('creates a template with a label at the limit; refuses one past it, places out of order and options unlike the type, naming the field', async () => {
    const created = await api('POST', '/Survey/template', { body: template([question({ label: 'x'.repeat(labelMax) })]) });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({ title: 'Postventa', enabled: true, rowVersion: 1 });
    expect((await refused('POST', '/Survey/template', template([question({ label: 'x'.repeat(labelMax + 1) })]))).body.message).toMatch(/label/);
    expect((await refused('POST', '/Survey/template', template([question({ orderItem: 2 })]))).body.detail).toBe('questionsTemplate[0].orderItem');
    const badScale = await refused('POST', '/Survey/template', template([question({ options: `{"min":1,"max":${scaleMaxMax + 1}}` })]));
    expect(badScale).toMatchObject({ status: 400, body: { detail: 'questionsTemplate[0].options' } });
    expect((await refused('POST', '/Survey/template', template([question({ typeComponent: 'shortAnswer' })]))).body.detail).toBe('questionsTemplate[0].options');
    expect((await refused('POST', '/Survey/template', template([]))).status).toBe(400);
  });

  it('deletes a template as an update with enabled false, and refuses a stale version', async () => {
    const read = (await api('GET', '/Survey/TemplateById/2')).body.data;
    const questions = read.surveyQuestionsTemplate.map(({ valueResponse: _, ...q }: Record<string, unknown>) => q);
    const body = { idTemplate: 2, title: read.title, description: read.description, questionsTemplate: questions, enabled: false, rowVersion: read.rowVersion };
    expect((await api('PUT', '/Survey/template/2', { body })).body.data).toMatchObject({ enabled: false, rowVersion: 2 });
    expect((await api('GET', '/Survey/templates?pageNumber=1&pageSize=25')).body.data.items.map((t: { idSurveyTemplate: number }) => t.idSurveyTemplate)).not.toContain(2);
    expect(await refused('PUT', '/Survey/template/2', body)).toMatchObject({ status: 409, body: { detail: 'rowVersion' } });
  });

  it('takes a closed ticket’s answers once, refusing a short answer past its limit and a missing required answer', async () => {
    const answeredTickets = new Set(state().answeredByTicket.keys());
    const ticket = [...sandbox.store.tickets.values()].find((t) => CLOSED_STATUSES.has(t.statusId) && t.serviceTypeId === 9 && !answeredTickets.has(t.ticketId))!;
    const survey = (await api('GET', `/Survey/TemplateByIdTicket/${ticket.ticketId}`)).body.data;
    expect(survey).toMatchObject({ answered: false, answerable: true, idSurveyTemplate: 1 });
    const [scale, choice, short] = survey.surveyQuestionsTemplate as { idSurveyQuestion: number }[];
    const answers = (shortText: string) => [
      { idSurveyQuestion: scale!.idSurveyQuestion, value: '4' }, { idSurveyQuestion: choice!.idSurveyQuestion, value: '1' }, { idSurveyQuestion: short!.idSurveyQuestion, value: shortText },
    ];
    const tooLong = await refused('POST', '/Survey', { idTicket: ticket.ticketId, answers: answers('x'.repeat(shortAnswerMax + 1)) });
    expect(tooLong).toMatchObject({ status: 400, body: { detail: 'answers[2].value' } });
    const missing = await refused('POST', '/Survey', { idTicket: ticket.ticketId, answers: answers('ok').slice(1) });
    expect(missing).toMatchObject({ status: 400, body: { detail: 'answers' } });
    expect((await api('POST', '/Survey', { body: { idTicket: ticket.ticketId, answers: answers('x'.repeat(shortAnswerMax)) } })).status).toBe(200);
    expect((await api('GET', `/Survey/TemplateByIdTicket/${ticket.ticketId}`)).body.data).toMatchObject({ answered: true, answerable: false });
    expect((await refused('POST', '/Survey', { idTicket: ticket.ticketId, answers: answers('ok') })).body.detail).toBe('idTicket');
  });

  it('reports per question the count of every value and a scale’s average, and lists the answered surveys newest first', async () => {
    const report = (await api('GET', '/Survey/report/1')).body.data;
    const [scale, choice, short] = report.questions;
    expect(scale.distribution.map((d: { value: string }) => d.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(scale.distribution.reduce((s: number, d: { count: number }) => s + d.count, 0)).toBe(scale.answeredCount);
    expect(scale.average).toBeGreaterThan(1);
    expect(choice.distribution.map((d: { label: string }) => d.label)).toEqual(['Sí', 'Parcialmente', 'No']);
    expect(short).toMatchObject({ average: null, distribution: [] });
    const page = (await api('GET', '/Survey/report/survey?idTemplate=1&pageNumber=1&pageSize=25')).body.data;
    expect(page.totalCount).toBe(report.answeredCount);
    const one = (await api('GET', `/Survey/report/survey/${page.items[0].idSurvey}/answers`)).body.data;
    expect(one.questionsAndAnswers[0].valueResponse).toMatch(/^\d+$/);
  });

  it('lets a caller holding only SurveyDelete delete a template but not edit it', async () => {
    const adm = sandbox.store.permissionsOf(userFor(sandbox, 'ADM')) as Set<string>;
    adm.delete('SurveyManagement');
    adm.delete('SurveyUpdate');
    const read = (await api('GET', '/Survey/TemplateById/3')).body.data;
    const questions = read.surveyQuestionsTemplate.map(({ valueResponse: _, ...q }: Record<string, unknown>) => q);
    const body = { idTemplate: 3, title: 'Otro título', description: read.description, questionsTemplate: questions, enabled: true, rowVersion: 1 };
    expect((await refused('PUT', '/Survey/template/3', body)).status).toBe(403);
    expect((await api('PUT', '/Survey/template/3', { body: { ...body, title: read.title, enabled: false } })).body.data).toMatchObject({ enabled: false });
  });

  it('asks for the survey permissions', async () => {
    expect((await api('GET', '/Survey/report', { as: 'ENG' })).status).toBe(403);
    expect((await api('GET', '/Survey/templates?pageNumber=1&pageSize=25', { as: 'ENG' })).status).toBe(403);
  });
});
