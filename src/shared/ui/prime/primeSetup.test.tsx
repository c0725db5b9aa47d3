import { screen } from '@testing-library/react';
import { Paginator } from 'primereact/paginator';
import { renderWithApp } from '../../../../test/setup/renderWithApp';
import type { Language } from '../../i18n/i18n';
import { PAGINATOR_TEMPLATE } from '../paginatorTemplate';

function renderPaginator(language: Language) {
  return renderWithApp(<Paginator first={0} rows={10} totalRecords={50} rowsPerPageOptions={[10, 20]} template={PAGINATOR_TEMPLATE} />, { language });
}

describe('PrimeReact texts follow the interface language', () => {
  it('names the paginator controls in Spanish', () => {
    renderPaginator('es');
    for (const name of ['Primera página', 'Página anterior', 'Página 2', 'Página siguiente', 'Última página']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Filas por página')).toBeInTheDocument();
    expect(screen.queryByLabelText(/Jump to Page|Rows per page/)).not.toBeInTheDocument();
  });

  it('names them in English when English is chosen', () => {
    renderPaginator('en');
    for (const name of ['First Page', 'Previous Page', 'Page 2', 'Next Page', 'Last Page']) {
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    }
    expect(screen.getByLabelText('Rows per page')).toBeInTheDocument();
  });
});
