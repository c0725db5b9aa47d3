import es from '../../src/shared/i18n/es.json';
import firstRender from '../../src/shared/i18n/firstRenderNamespaces.json';

// eslint-disable-next-line @typescript-eslint/no-require-imports -- a webpack loader is CommonJS
const translationPart = require('../../scripts/webpack/translationPartLoader.cjs') as (this: { resourceQuery: string; resource: string }, source: string) => string;

const part = (query: string) => JSON.parse(translationPart.call({ resourceQuery: query, resource: 'es.json' }, JSON.stringify(es))) as Record<string, unknown>;

describe('the language file split at build time', () => {
  it('puts the first-render namespaces in the first part and every other one in the screens part, each once', () => {
    const first = part('?part=first');
    const screens = part('?part=screens');
    expect(Object.keys(first).sort()).toEqual([...firstRender].sort());
    expect(Object.keys(screens).some((key) => firstRender.includes(key))).toBe(false);
    expect({ ...first, ...screens }).toEqual(es);
  });

  it('refuses an unknown part rather than emitting nothing', () => {
    expect(() => part('?part=all')).toThrow(/Unknown strings part/);
  });
});
