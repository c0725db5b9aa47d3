import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveysOf } from '../../../../test/sandbox/insight/surveyState';
import { unansweredSurveyOn } from '../../../../test/sandbox/insight/ticketSurvey';
import { dialogOpened, enterInDialog, topDialog } from '../../../../test/setup/gridActions';
import { renderScreen } from '../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { LIMITS } from '../../../shared/validation/limits';

const sandbox = setupSandbox();
afterEach(() => sandbox.server.events.removeAllListeners());

const TICKET = 100010;
const { shortAnswerMax, paragraphMax } = LIMITS.surveys;

function sentAnswers(): unknown[] {
  const bodies: unknown[] = [];
  sandbox.server.events.on('request:start', async ({ request }) => {
    if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/insight/api/v1/Survey')) bodies.push(await request.clone().json());
  });
  return bodies;
}

async function openSurvey() {
  renderScreen({ route: `/requirement/detail/${TICKET}/general`, as: { sandbox, role: 'DIS' } });
  await userEvent.click(await screen.findByRole('button', { name: 'Encuesta' }));
  await dialogOpened();
  return topDialog();
}

const send = (dialog: HTMLElement) => userEvent.click(within(dialog).getByRole('button', { name: 'Enviar respuestas' }));

describe('answering a ticket’s survey from its detail', () => {
  it('refuses required scale and option unanswered and texts one past their limits, sends at the limits, then reads only', async () => {
    const template = unansweredSurveyOn(sandbox.store, TICKET);
    const [scale, choice, short, paragraph] = template.questions;
    const bodies = sentAnswers();
    const dialog = await openSurvey();
    expect(dialog).toHaveAccessibleName(template.title);

    await send(dialog);
    expect(await within(dialog).findByText('La pregunta 1 es obligatoria')).toBeInTheDocument();
    expect(within(dialog).getByText('La pregunta 2 es obligatoria')).toBeInTheDocument();
    await enterInDialog(/^3\. /, 'x'.repeat(shortAnswerMax + 1));
    await enterInDialog(/^4\. /, 'y'.repeat(paragraphMax + 1));
    await send(dialog);
    expect(await within(dialog).findByText(`La respuesta no puede exceder ${shortAnswerMax} caracteres`)).toBeInTheDocument();
    expect(within(dialog).getByText(`La respuesta no puede exceder ${paragraphMax} caracteres`)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    const scaleGroup = within(dialog).getByRole('radiogroup', { name: `1. ${scale!.label}` });
    expect(within(scaleGroup).getAllByRole('radio')).toHaveLength(5);
    expect(scaleGroup).toHaveAttribute('aria-required', 'true');
    await userEvent.click(within(scaleGroup).getByRole('radio', { name: '4' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Sí' }));
    await enterInDialog(/^3\. /, 'x'.repeat(shortAnswerMax));
    await enterInDialog(/^4\. /, 'y'.repeat(paragraphMax));
    await send(dialog);

    expect(await screen.findByText(`Se enviaron las respuestas de la encuesta del ticket ${TICKET}`)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        idTicket: TICKET,
        answers: [
          { idSurveyQuestion: scale!.idSurveyQuestion, value: '4' },
          { idSurveyQuestion: choice!.idSurveyQuestion, value: '1' },
          { idSurveyQuestion: short!.idSurveyQuestion, value: 'x'.repeat(shortAnswerMax) },
          { idSurveyQuestion: paragraph!.idSurveyQuestion, value: 'y'.repeat(paragraphMax) },
        ],
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Encuesta' }));
    const answered = await screen.findByRole('dialog', { name: template.title });
    expect(await within(answered).findByText(/^Respondida el/)).toBeInTheDocument();
    expect(within(answered).getByText('4 / 5')).toBeInTheDocument();
    expect(within(answered).getByText('Sí')).toBeInTheDocument();
    expect(within(answered).queryByRole('button', { name: 'Enviar respuestas' })).not.toBeInTheDocument();
  });

  it('sends optional questions left blank as empty answers', async () => {
    const template = unansweredSurveyOn(sandbox.store, TICKET);
    const bodies = sentAnswers();
    const dialog = await openSurvey();
    await userEvent.click(within(dialog).getByRole('radio', { name: '5' }));
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No' }));
    await send(dialog);
    await waitFor(() => expect(surveysOf(sandbox.store).answeredByTicket.has(TICKET)).toBe(true));
    expect(bodies).toEqual([{ idTicket: TICKET, answers: template.questions.map((q, i) => ({ idSurveyQuestion: q.idSurveyQuestion, value: ['5', '3', '', ''][i] })) }]);
  });

  it('is not offered while the ticket is open, nor for a service type without a survey', async () => {
    unansweredSurveyOn(sandbox.store, TICKET);
    sandbox.store.tickets.get(TICKET)!.statusId = 4;
    const { unmount } = renderScreen({ route: `/requirement/detail/${TICKET}/general`, as: { sandbox, role: 'DIS' } });
    expect(await screen.findByRole('heading', { level: 1, name: `Ticket ${TICKET}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encuesta' })).not.toBeInTheDocument();
    unmount();

    const ticket = sandbox.store.tickets.get(TICKET)!;
    ticket.statusId = 5;
    sandbox.store.serviceTypes.get(ticket.serviceTypeId)!.surveyId = null;
    const read = new Promise<number>((resolve) =>
      sandbox.server.events.on('response:mocked', ({ request, response }) => {
        if (request.url.includes('/Survey/TemplateByIdTicket/')) resolve(response.status);
      }),
    );
    renderScreen({ route: `/requirement/detail/${TICKET}/general`, as: { sandbox, role: 'DIS' } });
    expect(await read).toBe(404);
    expect(await screen.findByRole('heading', { level: 1, name: `Ticket ${TICKET}` })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Encuesta' })).not.toBeInTheDocument();
  });
});
