import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { renderHook } from '@testing-library/react';
import { jsPDF } from 'jspdf';
import { createI18n } from '../../../shared/i18n/i18n';
import en from '../../../shared/i18n/en.json';
import { STATUS_NAME_KEYS } from '../status/statusNames';
import { planTicketPdf } from './planTicketPdf';
import { jsPdfMeasurer } from './renderTicketPdf';
import { testInput, testPdfOptions } from './testing/testTicketPdf';
import { useTicketPdfLabels } from './useTicketPdfTexts';

const measure = jsPdfMeasurer(new jsPDF({ unit: 'pt', format: 'a4' }));

function englishLabels() {
  const i18n = createI18n('en');
  const wrapper = ({ children }: { children: ReactNode }) => <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
  return renderHook(() => useTicketPdfLabels(), { wrapper }).result.current;
}

/** Every text of the planned PDF's first page. */
function firstPageTexts(statusId: number | undefined): string[] {
  const options = testPdfOptions({ labels: englishLabels() });
  const plan = planTicketPdf(testInput({ statusId }), options, measure);
  return plan.pages[0]!.flatMap((item) => (item.kind === 'text' ? [item.text] : []));
}

describe('the ticket PDF status name', () => {
  // testInput's PdfDetail names the status as the server does: 'Cerrado'.
  const CLOSED = Number(Object.keys(STATUS_NAME_KEYS).find((id) => STATUS_NAME_KEYS[Number(id)] === 'closed'));

  it('is the English name of a known status id in English', () => {
    const texts = firstPageTexts(CLOSED);
    expect(texts).toContain(`${en.ticketPdf.layout.fields.status}: ${en.status.names.closed}`);
    expect(texts).toContain(en.status.names.closed);
    expect(texts.join('\n')).not.toContain('Cerrado');
  });

  it('is the server text for a status id without a name, or when the page does not know the id', () => {
    const unknown = Math.max(...Object.keys(STATUS_NAME_KEYS).map(Number)) + 1;
    expect(firstPageTexts(unknown)).toContain(`${en.ticketPdf.layout.fields.status}: Cerrado`);
    expect(firstPageTexts(undefined)).toContain(`${en.ticketPdf.layout.fields.status}: Cerrado`);
  });
});
