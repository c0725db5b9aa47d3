import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '../../src/app/AppProviders';
import { createAppStore } from '../../src/app/store/store';
import { createI18n, type Language } from '../../src/shared/i18n/i18n';

/** Renders a screen inside the app's real providers (store, i18n, PrimeReact) and a router. */
export function renderWithApp(ui: ReactElement, options: { route?: string; language?: Language } = {}) {
  const store = createAppStore();
  const i18n = createI18n(options.language);
  const result = render(
    <AppProviders store={store} i18n={i18n}>
      <MemoryRouter initialEntries={[options.route ?? '/']}>{ui}</MemoryRouter>
    </AppProviders>,
  );
  return { ...result, store, i18n };
}
