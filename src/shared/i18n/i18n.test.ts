import es from './es.json';
import en from './en.json';

function keys(obj: object, prefix = ''): string[] {
  return Object.entries(obj).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]));
}

describe('translations', () => {
  it('have identical key sets in Spanish and English', () => {
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('have no empty text', () => {
    for (const [lang, dict] of [['es', es], ['en', en]] as const) {
      const empty = keys(dict).filter((k) => !k.split('.').reduce<any>((node, part) => node[part], dict).trim());
      expect({ lang, empty }).toEqual({ lang, empty: [] });
    }
  });
});

describe('language loading', () => {
  it('fetches only the active language’s strings', async () => {
    // A fresh module: the test setup's registered strings are not in it, as in the app.
    let fresh!: typeof import('./i18n');
    await jest.isolateModulesAsync(async () => {
      fresh = await import('./i18n');
    });
    const i18n = await fresh.loadI18n('en');
    expect(i18n.t('app.name')).toBe(en.app.name);
    expect(i18n.hasResourceBundle('en', 'translation')).toBe(true);
    expect(i18n.hasResourceBundle('es', 'translation')).toBe(false);

    await i18n.changeLanguage('es');
    expect(i18n.t('grid.columns')).toBe(es.grid.columns);
  });
});
