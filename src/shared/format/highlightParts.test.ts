import { highlightParts } from './highlightParts';

const hits = (text: string, query: string) => highlightParts(text, query).filter((p) => p.hit).map((p) => p.text);

describe('highlightParts', () => {
  it('finds every word of the query, accent and case blind, and keeps the text as written', () => {
    expect(hits('Reinicio de SESIÓN en la terminal', 'sesion terminal')).toEqual(['SESIÓN', 'terminal']);
    expect(highlightParts('Módem sin señal', 'SENAL').map((p) => p.text).join('')).toBe('Módem sin señal');
  });

  it('joins overlapping and repeated hits, and leaves markup as plain text', () => {
    expect(hits('enlace enlazado', 'enla enlace')).toEqual(['enlace', 'enla']);
    expect(highlightParts('<img src=x onerror=alert(1)> alerta', 'alert')).toEqual([
      { text: '<img src=x onerror=', hit: false }, { text: 'alert', hit: true }, { text: '(1)> ', hit: false }, { text: 'alert', hit: true }, { text: 'a', hit: false },
    ]);
  });

  it('gives the whole text unmarked for an empty query', () => {
    expect(highlightParts('Texto', '  ')).toEqual([{ text: 'Texto', hit: false }]);
    expect(highlightParts('', 'x')).toEqual([]);
  });
});
