import { createI18n, LANGUAGES } from '../../../shared/i18n/i18n';
import { CATEGORY_NAME_KEYS, categoryNameIn, STATUS_NAME_KEYS, statusNameIn } from './statusNames';
import { STATUS } from './statusOperations';

const ids = (keys: Readonly<Record<number, string>>) => Object.keys(keys).map(Number);

describe('status names by id', () => {
  it.each(LANGUAGES)('has a %s name for every status and category id it knows', (language) => {
    const i18n = createI18n(language);
    for (const [group, keys] of [['names', STATUS_NAME_KEYS], ['categories', CATEGORY_NAME_KEYS]] as const) {
      for (const id of ids(keys)) expect(i18n.exists(`status.${group}.${keys[id]}`)).toBe(true);
    }
  });

  it('names a known status and category in English whatever the server sent', () => {
    const { t } = createI18n('en');
    expect(statusNameIn(t)(STATUS.working, 'En sitio')).toBe('On site');
    expect(categoryNameIn(t)(-1, 'Activos')).toBe('Active');
  });

  it('keeps the server text of an id it does not know, in either language', () => {
    for (const language of LANGUAGES) {
      const { t } = createI18n(language);
      expect(statusNameIn(t)(999, 'Estatus del servidor')).toBe('Estatus del servidor');
      expect(statusNameIn(t)(null, 'Sin id')).toBe('Sin id');
      expect(categoryNameIn(t)(-99, 'Vista nueva')).toBe('Vista nueva');
    }
  });
});
