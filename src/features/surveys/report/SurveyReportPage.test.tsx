import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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
});
