import { expect, test, type Locator, type Page } from '@playwright/test';
import { createStore } from '../sandbox/store/createStore';
import { expectNoSeriousAxeIssue } from './axe';
import { choose, listNamed } from './choose';
import { resetSandbox, signIn, signInFromHere } from './session';

// A step that cannot happen fails in seconds, not at the test's end.
test.use({ actionTimeout: 15_000 });

/** The seed's first ticket still open (the server builds the same seed), with its service type: closed by the test, never answered before. */
function openTicket() {
  const store = createStore({});
  const ticket = [...store.tickets.values()].find((t) => t.statusId === 4)!;
  return { ticketId: ticket.ticketId, serviceType: store.serviceTypes.get(ticket.serviceTypeId)!.name };
}

const SEED = openTicket();
const RUN = Date.now().toString(36).toUpperCase();
const TITLE = `Encuesta e2e ${RUN}`;
/** One question of each type, in the order they end in. */
const QUESTIONS = [
  { type: 'Escala lineal', label: '¿Qué tan satisfecho quedó con la visita?' },
  { type: 'Opción múltiple', label: '¿Se resolvió la falla?', options: ['Sí', 'No'] },
  { type: 'Respuesta corta', label: '¿Qué mejoraría?' },
  { type: 'Respuesta larga', label: 'Comentarios adicionales' },
] as const;
const KPI = `Cierre e2e ${RUN}`;

const labelOf = (page: Page, number: number) => page.getByRole('textbox', { name: `Texto de la pregunta ${number}` });
const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');

/** The editor: title, four cards (a type first, since a new type clears the label), the options of the options question. */
async function buildSurvey(page: Page) {
  await page.getByRole('textbox', { name: 'Título' }).fill(TITLE);
  for (const [index, question] of QUESTIONS.entries()) {
    const number = index + 1;
    await page.getByRole('button', { name: 'Agregar pregunta' }).click();
    if (question.type !== 'Respuesta corta') await choose(page, listNamed(page, `Tipo de la pregunta ${number}`), question.type);
    await labelOf(page, number).fill(question.label);
    if ('options' in question) {
      await page.getByRole('textbox', { name: 'Opción 1' }).fill(question.options[0]);
      await page.getByRole('button', { name: 'Agregar opción' }).click();
      await page.getByRole('textbox', { name: 'Opción 2' }).fill(question.options[1]);
    }
  }
  await labelOf(page, QUESTIONS.length).blur();
}

/** The keyboard alone: the first card down a place with dnd-kit's keyboard sensor, then back up with its move button. */
async function reorderByKeyboard(page: Page) {
  await page.getByRole('button', { name: 'Arrastrar la Pregunta 1' }).focus();
  await page.keyboard.press('Space');
  // Picked up, then at once over its own place: the region keeps the last announcement.
  await expect(liveRegion(page)).toContainText('La Pregunta 1 está sobre el lugar 1 de 4.');
  await page.keyboard.press('ArrowDown');
  await expect(liveRegion(page)).toContainText('La Pregunta 1 está sobre el lugar 2 de 4.');
  await page.keyboard.press('Space');
  await expect(liveRegion(page)).toContainText('Soltó la Pregunta 1 en el lugar 2 de 4.');
  await expect(labelOf(page, 2)).toHaveValue(QUESTIONS[0].label);
  await expect(labelOf(page, 1)).toHaveValue(QUESTIONS[1].label);

  await page.getByRole('button', { name: 'Subir la Pregunta 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(labelOf(page, 1)).toHaveValue(QUESTIONS[0].label);
  await expect(labelOf(page, 2)).toHaveValue(QUESTIONS[1].label);
}

/** The catalogue's row form links the template (by its number) to the ticket's service type. */
async function linkToServiceType(page: Page, surveyId: number) {
  await page.goto('/serviceType');
  await page.getByRole('button', { name: `Encuesta de satisfacción de ${SEED.serviceType}` }).click();
  const dialog = page.getByRole('dialog', { name: `Encuesta de satisfacción de «${SEED.serviceType}»` });
  await dialog.getByRole('spinbutton', { name: /^Número de la encuesta/ }).pressSequentially(String(surveyId));
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se vinculó la encuesta a ${SEED.serviceType}`)).toBeVisible();
}

/** The closed ticket's detail offers its survey: required scale and option, then each type answered and sent. */
async function answerOnTicket(page: Page) {
  await page.request.post(`/__sandbox/tickets/${SEED.ticketId}`, { data: { statusId: 5 } });
  await page.goto(`/requirement/detail/${SEED.ticketId}/general`);
  await page.getByRole('button', { name: 'Encuesta', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: TITLE });
  await dialog.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(dialog.getByText('La pregunta 1 es obligatoria')).toBeVisible();
  await expect(dialog.getByText('La pregunta 2 es obligatoria')).toBeVisible();
  await expectNoSeriousAxeIssue(page);

  await dialog.getByRole('radiogroup', { name: `1. ${QUESTIONS[0].label}` }).getByRole('radio', { name: '4' }).check();
  await dialog.getByRole('radio', { name: 'Sí' }).check();
  await dialog.getByRole('textbox', { name: `3. ${QUESTIONS[2].label}` }).fill('Avisar antes de llegar');
  await dialog.getByRole('textbox', { name: `4. ${QUESTIONS[3].label}` }).fill('Todo en orden.');
  await dialog.getByRole('button', { name: 'Enviar respuestas' }).click();
  await expect(page.getByText(`Se enviaron las respuestas de la encuesta del ticket ${SEED.ticketId}`)).toBeVisible();
  await expect(dialog).toHaveCount(0);
}

/** The report of the template: the options question's chart, and its table one click away with the answer counted. */
async function answerInReport(page: Page, text: { picker: string; showTable: string }): Promise<Locator> {
  await page.goto('/surveys/report');
  await choose(page, listNamed(page, text.picker, { exact: true }), `${TITLE} (1)`);
  const question = page.getByRole('region', { name: `2. ${QUESTIONS[1].label}` });
  await expect(question.getByRole('img')).toBeVisible();
  await question.getByRole('button', { name: text.showTable }).click();
  return question.getByRole('table');
}

/** A KPI over two parameters, and its results over the traffic-light bands. */
async function kpiInBands(page: Page) {
  await page.goto('/kpis');
  await page.getByRole('button', { name: 'Nuevo KPI' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nuevo KPI' });
  await choose(page, listNamed(dialog, /^Grupo/), 'Calidad');
  await dialog.getByRole('textbox', { name: /^Categoría/ }).fill('Servicio');
  await dialog.getByRole('textbox', { name: /^Nombre/ }).fill(KPI);
  await dialog.getByRole('spinbutton', { name: /^Ciclo/ }).pressSequentially('30');
  await dialog.getByRole('textbox', { name: /^Fórmula/ }).fill('CLOSED / TOTAL * 100');
  await dialog.getByRole('spinbutton', { name: /^Máximo de verde/ }).pressSequentially('50');
  await dialog.getByRole('spinbutton', { name: /^Máximo de ámbar/ }).pressSequentially('75');
  await dialog.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByText(`Se creó el KPI ${KPI}`)).toBeVisible();

  await page.getByRole('button', { name: `Resultados de ${KPI}` }).click();
  const results = page.getByRole('dialog', { name: `Resultados de ${KPI}` });
  await expect(results.getByRole('img', { name: `${KPI} por ciclo` })).toBeVisible();
  await results.getByRole('button', { name: 'Ver los datos en una tabla' }).click();
  const table = results.getByRole('table');
  await expect(table.getByRole('row')).not.toHaveCount(0);
  await expect(table).toContainText(/Verde|Ámbar|Rojo/);
  await expect(results.getByRole('list', { name: 'Bandas' })).toContainText('Verde');
}

test('an administrator builds a survey, reorders it by keyboard, links it, answers it on a closed ticket and reads it in the report; a KPI in its bands', async ({ page }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await resetSandbox(page);
  await signIn(page, 'admin', '/surveys/new');

  await buildSurvey(page);
  await reorderByKeyboard(page);
  await expectNoSeriousAxeIssue(page);
  const created = page.waitForResponse((r) => r.url().endsWith('/insight/api/v1/Survey/template') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Guardar encuesta' }).click();
  const saved = (await (await created).json()) as { data: { idSurveyTemplate: number; surveyQuestionsTemplate: { label: string; typeComponent: string }[] } };
  expect(saved.data.surveyQuestionsTemplate.map((q) => [q.label, q.typeComponent])).toEqual(
    QUESTIONS.map((q, i) => [q.label, ['linearScale', 'severalOptions', 'shortAnswer', 'paragraph'][i]]),
  );
  await expect(page).toHaveURL(/\/surveys\/search$/);

  await linkToServiceType(page, saved.data.idSurveyTemplate);
  await answerOnTicket(page);
  const table = await answerInReport(page, { picker: 'Encuesta', showTable: 'Ver los datos en una tabla' });
  await expect(table.getByRole('row', { name: /^Sí 1/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /^No 0/ })).toBeVisible();
  await expectNoSeriousAxeIssue(page);

  await kpiInBands(page);

  // English: the language is the account's, so changing it signs out; the answered survey and the report read in English.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Abrir el menú de la cuenta' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await signInFromHere(page, 'admin');
  await page.goto(`/requirement/detail/${SEED.ticketId}/general`);
  await page.getByRole('button', { name: 'Survey', exact: true }).click();
  const answered = page.getByRole('dialog', { name: TITLE });
  await expect(answered.getByText(/^Answered on /)).toBeVisible();
  await expect(answered.getByText('4 / 5')).toBeVisible();
  await expect(answered.getByText('Avisar antes de llegar')).toBeVisible();
  await expectNoSeriousAxeIssue(page);
  await answered.getByRole('button', { name: 'Close' }).click();
  const tableEn = await answerInReport(page, { picker: 'Survey', showTable: 'Show the data as a table' });
  await expect(tableEn.getByRole('row', { name: /^Sí 1/ })).toBeVisible();
});
