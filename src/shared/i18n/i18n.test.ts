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
