import PrimeReact, { localeOption } from 'primereact/api';
import { createI18n } from '../../i18n/i18n';
import { PRIME_READER_PT } from '../primeReaderFixes';
import { followLanguage } from './interfaceLanguage';
import { withPrime } from './withPrime';

describe('withPrime', () => {
  it('resolves what it loads only once PrimeReact speaks the interface language with the reader fixes', async () => {
    expect(PrimeReact.pt).toBeUndefined();
    followLanguage(createI18n('es'));
    await expect(withPrime(() => Promise.resolve('pantalla'))()).resolves.toBe('pantalla');
    expect(PrimeReact.pt).toBe(PRIME_READER_PT);
    expect(PrimeReact.locale).toBe('es');
    expect(localeOption('today', PrimeReact.locale!)).toBe('Hoy');

    followLanguage(createI18n('en'));
    expect(PrimeReact.locale).toBe('en');
    expect(localeOption('today', PrimeReact.locale!)).toBe('Today');
  });
});
