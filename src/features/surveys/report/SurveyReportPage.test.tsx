import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { answeredBetween } from '../../../../test/sandbox/insight/surveyReport';
import { surveysOf } from '../../../../test/sandbox/insight/surveyState';
import { choose } from '../../../../test/setup/formActions';
import { gridRows, topDialog } from '../../../../test/setup/gridActions';
import { setupSandbox } from '../../../../test/setup/sandboxServer';
import { renderScreen } from '../../../../test/setup/renderWithApp';

const sandbox = setupSandbox();
const answeredOf = (id: number) => [...surveysOf(sandbox.store).answered.values()].filter((a) => a.idSurveyTemplate === id);

describe('survey report (surveys/report)', () => {
  it('charts each question’s answers with counts and a scale’s average, and lists the answered surveys with their answers', async () => {
    renderScreen({ route: '/surveys/report', as: { sandbox, role: 'ADM' } });
    const template = surveysOf(sandbox.store).templates.get(1)!;
    const answered = answeredOf(1);
    await choose(/^Encuesta$/, `${template.title} (${answered.length})`);
    expect(await screen.findByText(`${answered.length} encuestas respondidas`, {}, { timeout: 20_000 })).toBeInTheDocument();

    const [scale, choice] = template.questions;
    const chart = await screen.findByRole('img', { name: `Respuestas a la pregunta 1: ${scale!.label}` });
    expect(chart).toBeInTheDocument();
    const section = screen.getByRole('region', { name: `1. ${scale!.label}` });
    const given = answered.map((a) => Number(a.answers.get(scale!.idSurveyQuestion)));
    const mean = Math.round((given.reduce((s, v) => s + v, 0) / given.length) * 100) / 100;
    expect(within(section).getByText(new RegExp(`Promedio: ${mean.toLocaleString('es-MX', { maximumFractionDigits: 2 })}`))).toBeInTheDocument();

    const options = screen.getByRole('region', { name: `2. ${choice!.label}` });
    await userEvent.click(within(options).getByRole('button', { name: 'Ver los datos en una tabla' }));
    const yes = answered.filter((a) => a.answers.get(choice!.idSurveyQuestion) === '1').length;
    expect(within(within(options).getByRole('table')).getByRole('row', { name: new RegExp(`^Sí ${yes}`) })).toBeInTheDocument();

    const rows = await gridRows('Reporte de encuestas');
    const newest = [...answered].sort((a, b) => b.answeredDate.localeCompare(a.answeredDate) || b.idSurvey - a.idSurvey)[0]!;
    expect(rows[0]).toHaveTextContent(String(newest.idTicket));
    await userEvent.click(screen.getByRole('button', { name: `Ver las respuestas del ticket ${newest.idTicket}` }));
    await waitFor(() => expect(within(topDialog()).getByText(`1. ${scale!.label}`)).toBeInTheDocument());
  }, 60_000);

  it('narrows the report to the answers between two days: both or neither, to not before from', async () => {
    const asked: URL[] = [];
    sandbox.server.events.on('request:start', ({ request }) => {
      if (/\/Survey\/report\/\d+$/.test(new URL(request.url).pathname)) asked.push(new URL(request.url));
    });
    renderScreen({ route: '/surveys/report', as: { sandbox, role: 'ADM' } });
    const dates = await screen.findByRole('group', { name: 'Fechas de respuesta' });
    const from = within(dates).getByLabelText('Respondidas desde');
    const to = within(dates).getByLabelText('Respondidas hasta');
    const search = within(dates.closest('form')!).getByRole('button', { name: 'Buscar' });
    const answered = [...surveysOf(sandbox.store).answered.values()];
    const newest = answered.map((a) => a.answeredDate).sort().at(-1)!;
    const last = DateTime.fromISO(newest, { zone: 'utc' }).toLocal().startOf('day');
    const first = last.minus({ days: 7 });

    fireEvent.change(from, { target: { value: first.toISODate() } });
    await userEvent.click(search);
    expect(await screen.findByText('Elija las dos fechas, o ninguna para ver todas las respuestas')).toBeInTheDocument();
    fireEvent.change(to, { target: { value: first.minus({ days: 1 }).toISODate() } });
    expect(await screen.findByText('La fecha «Respondidas hasta» no puede ser anterior a «Respondidas desde»')).toBeInTheDocument();
    await waitFor(() => expect(asked.length).toBeGreaterThan(0));
    const before = asked.length;
    await userEvent.click(search);
    expect(asked).toHaveLength(before);

    // The same day as both ends is a range of one day.
    fireEvent.change(to, { target: { value: last.toISODate() } });
    await userEvent.click(search);
    const wire = (day: DateTime) => day.toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
    const range = { dateFrom: wire(first), dateTo: wire(last.plus({ days: 1 })) };
    await waitFor(() => expect(asked.at(-1)!.searchParams.get('dateFrom')).toBe(range.dateFrom));
    const report = asked.at(-1)!;
    expect(report.searchParams.get('dateTo')).toBe(range.dateTo);
    const idTemplate = Number(report.pathname.split('/').at(-1));
    const inRange = answeredBetween(answered, range).filter((a) => a.idSurveyTemplate === idTemplate).length;
    expect(inRange).toBeGreaterThan(0);
    expect(inRange).toBeLessThan(answeredOf(idTemplate).length);
    expect(await screen.findByText(`${inRange} encuestas respondidas`, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(await gridRows('Reporte de encuestas')).toHaveLength(Math.min(inRange, 25));
  }, 60_000);
});

