import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { choose, enter, field } from '../../../../../test/setup/formActions';
import { renderScreen } from '../../../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../../../test/setup/sandboxServer';
import type { TicketRecord } from '../../../../../test/sandbox/store/types';
import { createI18n } from '../../../../shared/i18n/i18n';
import { LIMITS } from '../../../../shared/validation/limits';
import { closeRequests, workingTicket, type ClosingFieldSeed } from './testing/closureSandbox';

const sandbox = setupSandbox();
const es = createI18n('es');
const en = createI18n('en');
const { textValueMax, numericIntegerDigits, numericDecimals } = LIMITS.customForms;

afterEach(() => sandbox.server.events.removeAllListeners());

/** One closing field of each type; all but the text area required. */
const CLOSING_FIELDS: ClosingFieldSeed[] = [
  { id: 901, name: 'Folio de conformidad', typeId: 1, required: true, options: [] },
  { id: 902, name: 'Observaciones', typeId: 2, required: false, options: [] },
  { id: 903, name: 'Potencia medida', typeId: 3, required: true, options: [] },
  { id: 904, name: 'Fecha de prueba', typeId: 4, required: true, options: [] },
  { id: 905, name: 'Solución aplicada', typeId: 5, required: true, options: ['Reinicio', 'Cambio de pieza'] },
];
const REQUIRED = CLOSING_FIELDS.filter((f) => f.required).length;

const open = async (ticket: TicketRecord, language?: 'en') => {
  renderScreen({ route: `/requirement/detail/${ticket.ticketId}/closure`, as: { sandbox, role: 'DIS' }, language });
  // The first render compiles the lazy screen: more room than findBy's default on a loaded machine.
  return screen.findByRole('group', { name: language ? 'Closing fields' : 'Campos de cierre' }, { timeout: 45_000 });
};
const closeButton = () => screen.getByRole('button', { name: 'Cerrar ticket' });
const digits = (n: number, digit = '9') => digit.repeat(n);
const numericMessage = es.t('validation.money', { integerDigits: numericIntegerDigits, decimals: numericDecimals });

/** Fills every closing field and the comment with valid values; the date through the calendar, its 15th. */
async function fillAll() {
  await enter(/^Folio de conformidad/, 'CONF-2291');
  await enter(/^Observaciones/, 'Sin daños visibles');
  await enter(/^Potencia medida/, '220,5');
  await userEvent.click(field(/^Fecha de prueba/));
  const day = (await screen.findAllByText('15', { selector: 'span' })).find((cell) => cell.closest('td') && !cell.closest('.p-datepicker-other-month'));
  await userEvent.click(day!);
  await choose(/^Solución aplicada/, 'Cambio de pieza');
  await enter(/^Comentario de cierre/, 'Equipo operando');
}

/** The 15th of the calendar's month as the form sends it (the calendar opens on the current month). */
const fifteenth = () => {
  const today = new Date();
  return `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-15`;
};

describe('closing with the service type\'s closing fields', () => {
  it('refuses the required ones left empty and values past their limits, sending nothing', async () => {
    const requests = closeRequests(sandbox.server);
    const ticket = workingTicket(sandbox, { documents: 1, closingFields: CLOSING_FIELDS });
    const fields = await open(ticket);
    await enter(/^Comentario de cierre/, 'Equipo operando');
    await userEvent.click(closeButton());
    await waitFor(() => expect(within(fields).getAllByText('Este campo es obligatorio')).toHaveLength(REQUIRED));

    // Text stops at its limit.
    await enter(/^Folio de conformidad/, 'F'.repeat(textValueMax + 1));
    expect(field(/^Folio de conformidad/)).toHaveValue('F'.repeat(textValueMax));
    await enter(/^Observaciones/, 'o'.repeat(textValueMax + 1));
    expect(field(/^Observaciones/)).toHaveValue('o'.repeat(textValueMax));
    // A number takes the most integer digits and decimals, and not one more of either.
    await enter(/^Potencia medida/, digits(numericIntegerDigits + 1));
    expect(await within(fields).findByText(numericMessage)).toBeInTheDocument();
    await userEvent.clear(field(/^Potencia medida/));
    await enter(/^Potencia medida/, `${digits(numericIntegerDigits)}.${digits(numericDecimals + 1, '5')}`);
    expect(within(fields).getByText(numericMessage)).toBeInTheDocument();
    await userEvent.clear(field(/^Potencia medida/));
    await enter(/^Potencia medida/, `${digits(numericIntegerDigits)}.${digits(numericDecimals, '5')}`);
    await waitFor(() => expect(within(fields).queryByText(numericMessage)).not.toBeInTheDocument());
    expect(within(fields).getAllByText('Este campo es obligatorio')).toHaveLength(REQUIRED - 2);
    expect(requests).toEqual([]);
    expect(sandbox.store.tickets.get(ticket.ticketId)!.statusId).toBe(7);
  }, 90_000);

  it('says what the closing fields lack along with a missing document', async () => {
    const requests = closeRequests(sandbox.server);
    const ticket = workingTicket(sandbox, { documents: 0, closingFields: CLOSING_FIELDS });
    const fields = await open(ticket);
    await enter(/^Comentario de cierre/, 'Equipo operando');
    await userEvent.click(closeButton());
    expect(await screen.findByText('Adjunte al menos un documento en la pestaña Documentación.')).toBeInTheDocument();
    expect(within(fields).getAllByText('Este campo es obligatorio')).toHaveLength(REQUIRED);
    expect(requests).toEqual([]);
  }, 90_000);

  it('sends the values with the close, and the closure data and the list row show them', async () => {
    const requests = closeRequests(sandbox.server);
    const ticket = workingTicket(sandbox, { documents: 1, closingFields: CLOSING_FIELDS });
    await open(ticket);
    await fillAll();
    await userEvent.click(closeButton());

    expect(await screen.findByText(`Ticket ${ticket.ticketId} cerrado`)).toBeInTheDocument();
    expect(requests).toEqual([
      {
        ticketId: ticket.ticketId,
        comment: 'Equipo operando',
        closeFields: [
          { closingFieldId: 901, value: 'CONF-2291' },
          { closingFieldId: 902, value: 'Sin daños visibles' },
          { closingFieldId: 903, value: '220,5' },
          { closingFieldId: 904, value: fifteenth() },
          { closingFieldId: 905, value: 'Cambio de pieza' },
        ],
      },
    ]);
    expect(sandbox.store.tickets.get(ticket.ticketId)!.ticketCloseFields).toBe(
      `Folio de conformidad: CONF-2291\nObservaciones: Sin daños visibles\nPotencia medida: 220,5\nFecha de prueba: ${fifteenth()}\nSolución aplicada: Cambio de pieza`,
    );
    const details = (await screen.findByRole('heading', { name: 'Campos de cierre', level: 3 })).parentElement!;
    expect(within(details).getByText('Potencia medida').nextSibling).toHaveTextContent('220,5');
    expect(within(details).getByText('Solución aplicada').nextSibling).toHaveTextContent('Cambio de pieza');
  }, 90_000);

  it('keeps everything typed after a failed close', async () => {
    const ticket = workingTicket(sandbox, { documents: 1, closingFields: CLOSING_FIELDS });
    sandbox.server.use(
      http.put('*/ticket/api/v1/Tickets/UpdateToClosed', () =>
        HttpResponse.json({ success: false, message: 'Faltan las evidencias mínimas del proyecto', detail: null }, { status: 409 }),
      ),
    );
    await open(ticket);
    await fillAll();
    await userEvent.click(closeButton());
    expect(await screen.findByText('Faltan las evidencias mínimas del proyecto', { selector: '[role="alert"]' })).toBeInTheDocument();
    expect(field(/^Folio de conformidad/)).toHaveValue('CONF-2291');
    expect(field(/^Observaciones/)).toHaveValue('Sin daños visibles');
    expect(field(/^Potencia medida/)).toHaveValue('220,5');
    expect(field(/^Fecha de prueba/)).toHaveValue(`15/${fifteenth().slice(5, 7)}/${fifteenth().slice(0, 4)}`);
    expect(field(/^Solución aplicada/).closest('.p-dropdown')).toHaveTextContent('Cambio de pieza');
    expect(field(/^Comentario de cierre/)).toHaveValue('Equipo operando');
    expect(sandbox.store.tickets.get(ticket.ticketId)!.statusId).toBe(7);
  }, 90_000);

  it('says in English what a required field lacks', async () => {
    const ticket = workingTicket(sandbox, { documents: 1, closingFields: CLOSING_FIELDS });
    // The account's language decides the interface's once signed in (2 English).
    for (const user of sandbox.store.users.values()) user.langId = 2;
    const fields = await open(ticket, 'en');
    await userEvent.click(screen.getByRole('button', { name: 'Close ticket' }));
    await waitFor(() => expect(within(fields).getAllByText(en.t('validation.required'))).toHaveLength(REQUIRED));
    await enter(/^Potencia medida/, digits(numericIntegerDigits + 1));
    expect(await within(fields).findByText(en.t('validation.money', { integerDigits: numericIntegerDigits, decimals: numericDecimals }))).toBeInTheDocument();
  }, 90_000);
});
