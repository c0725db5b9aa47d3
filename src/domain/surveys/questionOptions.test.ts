import { LIMITS } from '../../shared/validation/limits';
import { ANSWER_TYPES, defaultOptions, parseOptions, serializeOptions } from './questionOptions';

const { scaleMaxMax, scaleMaxDefault, optionsMax, optionLabelMax } = LIMITS.surveys;

describe('question options (serialised text)', () => {
  it('writes what every type starts with and reads it back', () => {
    expect(serializeOptions(defaultOptions('linearScale'))).toBe(`{"min":1,"max":${scaleMaxDefault}}`);
    expect(serializeOptions(defaultOptions('shortAnswer'))).toBeNull();
    for (const type of ANSWER_TYPES.filter((t) => t !== 'severalOptions')) {
      expect(parseOptions(type, serializeOptions(defaultOptions(type)))).toEqual(defaultOptions(type));
    }
  });

  it('renumbers option ids from 1 as it writes them', () => {
    const text = serializeOptions({ kind: 'options', options: [{ id: 4, label: 'Sí' }, { id: 9, label: 'No' }] });
    expect(text).toBe('[{"id":1,"label":"Sí"},{"id":2,"label":"No"}]');
    expect(parseOptions('severalOptions', text)).toEqual({ kind: 'options', options: [{ id: 1, label: 'Sí' }, { id: 2, label: 'No' }] });
  });

  it('takes a scale of 1 and of 10, refuses 0 and 11', () => {
    expect(parseOptions('linearScale', '{"min":1,"max":1}')).toEqual({ kind: 'scale', max: 1 });
    expect(parseOptions('linearScale', `{"min":1,"max":${scaleMaxMax}}`)).toEqual({ kind: 'scale', max: scaleMaxMax });
    expect(parseOptions('linearScale', '{"min":1,"max":0}')).toBeNull();
    expect(parseOptions('linearScale', `{"min":1,"max":${scaleMaxMax + 1}}`)).toBeNull();
  });

  it('refuses options out of order, blank, too long, too many, or text where none belongs', () => {
    const options = (n: number, label = 'a') => JSON.stringify(Array.from({ length: n }, (_, i) => ({ id: i + 1, label })));
    expect(parseOptions('severalOptions', options(optionsMax))).not.toBeNull();
    expect(parseOptions('severalOptions', options(optionsMax + 1))).toBeNull();
    expect(parseOptions('severalOptions', options(1, 'x'.repeat(optionLabelMax)))).not.toBeNull();
    expect(parseOptions('severalOptions', options(1, 'x'.repeat(optionLabelMax + 1)))).toBeNull();
    expect(parseOptions('severalOptions', options(1, '   '))).toBeNull();
    expect(parseOptions('severalOptions', '[{"id":2,"label":"a"}]')).toBeNull();
    expect(parseOptions('severalOptions', '[]')).toBeNull();
    expect(parseOptions('severalOptions', 'not json')).toBeNull();
    expect(parseOptions('paragraph', '[]')).toBeNull();
  });
});
