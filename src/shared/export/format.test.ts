import fc from 'fast-check';
import { DateTime, Settings } from 'luxon';
import { LIMITS } from '../validation/limits';
import { createUtcDateFormatter, EXPORT_DATE_PATTERN, MISSING_DATE } from './dates';
import { createRowFormatter, formatPercent, guardCell, inferFormat, isDangerousCell, stripEmoji } from './format';
import { getRowId } from './rowIdentity';
import type { ExportColumn, ExportLabels } from './types';

const labels: ExportLabels = { active: 'Activo', inactive: 'Inactivo', yes: 'Sí', no: 'No' };
const DANGEROUS = ['=', '+', '-', '@', '\t', '\r', '\n', '\0'];

describe('column formats', () => {
  it('infers the spec formats from field names, an explicit format wins', () => {
    expect(inferFormat({ field: 'enabled' })).toBe('enabled');
    expect(inferFormat({ field: 'nonOperational' })).toBe('yesNo');
    expect(inferFormat({ field: 'isClientProperty' })).toBe('siNo');
    expect(inferFormat({ field: 'priorities' })).toBe('priorities');
    for (const f of ['createdDateTime', 'changeDate', 'createdDate', 'dateTime', 'accessDate', 'lastAccessDate', 'closedDate']) {
      expect(inferFormat({ field: f })).toBe('date');
    }
    expect(inferFormat({ field: 'user.lastAccessDate' })).toBe('date');
    expect(inferFormat({ field: 'clientName' })).toBe('text');
    expect(inferFormat({ field: 'startDate', format: 'date' })).toBe('date');
    expect(inferFormat({ field: 'enabled', format: 'text' })).toBe('text');
  });

  it('writes flags, Si/No, priorities, percents and nested fields', () => {
    const columns: ExportColumn[] = [
      { field: 'enabled', header: 'Estado' },
      { field: 'nonOperational', header: 'No operativo' },
      { field: 'isClientProperty', header: 'Propiedad del cliente' },
      { field: 'priorities', header: 'Prioridades' },
      { field: 'progress', header: 'Avance', format: 'percent' },
      { field: 'client.name', header: 'Cliente' },
      { field: 'count', header: 'Cantidad', format: 'number' },
    ];
    const format = createRowFormatter(columns, { labels, guard: true, stripEmoji: false });
    expect(format({ enabled: true, nonOperational: false, isClientProperty: true, priorities: [{ name: 'Alta' }, { name: 'Media' }], progress: 0.004, client: { name: 'ACME' }, count: '12' })).toEqual([
      'Activo',
      'No',
      'Si',
      'Alta, Media',
      0.01,
      'ACME',
      12,
    ]);
    expect(format({ enabled: false, nonOperational: true, isClientProperty: 'NO', priorities: ['Baja'], progress: 33.333, client: null, count: null })).toEqual([
      'Inactivo',
      'Sí',
      'No',
      'Baja',
      33.33,
      '',
      '',
    ]);
    expect(format({})).toEqual(['', '', '', '', '', '', '']);
  });

  it('writes money with its two decimals and the thousands separator, up to the cost cap', () => {
    const format = createRowFormatter([{ field: 'cost', header: 'Costo', format: 'money' }], { labels, guard: true, stripEmoji: false });
    expect(format({ cost: LIMITS.numbers.costMax })).toEqual(['9,999,999.00']);
    expect(format({ cost: 1234.5 })).toEqual(['1,234.50']);
    expect(format({ cost: 0 })).toEqual(['0.00']);
    expect(format({ cost: null })).toEqual(['']);
  });

  it('shows tiny non-zero percents as 0.01 and keeps zero', () => {
    expect(formatPercent(0)).toBe(0);
    expect(formatPercent(0.0001)).toBe(0.01);
    expect(formatPercent(0.009999)).toBe(0.01);
    expect(formatPercent(0.01)).toBe(0.01);
    expect(formatPercent(99.999)).toBe(100);
    expect(formatPercent('0.002')).toBe(0.01);
    expect(formatPercent(null)).toBe('');
    expect(formatPercent('n/a')).toBe('');
    fc.assert(fc.property(fc.double({ min: Number.MIN_VALUE, max: 0.0099, noNaN: true }), (v) => formatPercent(v) === 0.01));
  });

  it('guards data text but not its own labels, numbers or dates', () => {
    const format = createRowFormatter(
      [
        { field: 'a', header: 'A' },
        { field: 'n', header: 'N', format: 'number' },
        { field: 'closedDate', header: 'Cierre' },
        { field: 'priorities', header: 'P' },
      ],
      { labels, guard: true, stripEmoji: false },
    );
    expect(format({ a: '=HYPERLINK("http://x")', n: -5, closedDate: null, priorities: ['-Alta'] })).toEqual(["'=HYPERLINK(\"http://x\")", -5, MISSING_DATE, "'-Alta"]);
  });
});

describe('dates', () => {
  const zone = Settings.defaultZone;
  beforeAll(() => {
    Settings.defaultZone = 'America/Mexico_City';
  });
  afterAll(() => {
    Settings.defaultZone = zone;
  });

  it('shows UTC wire dates in local time, dashes when missing or unreadable', () => {
    const format = createUtcDateFormatter();
    expect(format('2026-11-20T15:04:05')).toBe('20/11/2026 09:04:05');
    expect(format('2026-11-20T15:04:05.123Z')).toBe('20/11/2026 09:04:05');
    expect(format('2026-01-01T03:00:00')).toBe('31/12/2025 21:00:00');
    expect(format(null)).toBe(MISSING_DATE);
    expect(format(undefined)).toBe(MISSING_DATE);
    expect(format('')).toBe(MISSING_DATE);
    expect(format('not a date')).toBe(MISSING_DATE);
    expect(format('2026-02-30T10:00:00')).toBe(MISSING_DATE);
    expect(MISSING_DATE).toBe('---');
  });

  it('honours a zone passed in (the worker gets the page zone)', () => {
    expect(createUtcDateFormatter('Europe/Madrid')('2026-07-01T10:00:00')).toBe('01/07/2026 12:00:00');
    expect(createUtcDateFormatter('UTC')('2026-07-01T10:00:00')).toBe('01/07/2026 10:00:00');
  });

  it('equals luxon for any date, across daylight-saving changes', () => {
    const zones = ['America/Mexico_City', 'America/Tijuana', 'Europe/Madrid', 'Australia/Lord_Howe', 'UTC'];
    fc.assert(
      fc.property(
        fc.constantFrom(...zones),
        fc.date({ min: new Date('1000-01-01T00:00:00Z'), max: new Date('9999-12-31T23:59:59Z'), noInvalidDate: true }),
        (zoneName, date) => {
          const wire = DateTime.fromJSDate(date, { zone: 'utc' }).toFormat("yyyy-MM-dd'T'HH:mm:ss");
          const expected = DateTime.fromISO(wire, { zone: 'utc' }).setZone(zoneName).toFormat(EXPORT_DATE_PATTERN);
          return createUtcDateFormatter(zoneName)(wire) === expected;
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('formula-injection guard', () => {
  it('neutralises any string starting with = + - @ TAB CR LF or NUL', () => {
    fc.assert(
      fc.property(fc.constantFrom(...DANGEROUS), fc.string(), (first, rest) => {
        const guarded = guardCell(first + rest);
        return guarded === `'${first}${rest}` && !isDangerousCell(guarded);
      }),
    );
  });

  it('leaves every other string unchanged', () => {
    const afterBlanks = (s: string) => s.replace(/^[^\S\t\n\r]+/, '');
    fc.assert(
      fc.property(
        fc.string().filter((s) => afterBlanks(s) === '' || !DANGEROUS.includes(afterBlanks(s)[0]!)),
        (s) => guardCell(s) === s,
      ),
    );
    expect(guardCell("'=1")).toBe("'=1");
  });

  it('looks past leading spaces, which spreadsheets trim before reading a formula', () => {
    expect(guardCell(' =1+1')).toBe("' =1+1");
    expect(guardCell('   @SUM(A1)')).toBe("'   @SUM(A1)");
    expect(guardCell('\u00a0\u3000+1')).toBe("'\u00a0\u3000+1");
    expect(guardCell(' \t1')).toBe("' \t1");
    expect(guardCell(' \r\n-1')).toBe("' \r\n-1");
  });

  it('treats the full-width and small forms of = + - @ as their ASCII selves', () => {
    for (const lookAlike of ['＝', '＋', '－', '＠', '﹦', '﹢', '﹣', '﹫']) {
      expect(guardCell(`${lookAlike}1+1`)).toBe(`'${lookAlike}1+1`);
      expect(guardCell(` ${lookAlike}1`)).toBe(`' ${lookAlike}1`);
    }
  });

  it('keeps ordinary values: blanks, text with = inside, and negative numbers in number columns', () => {
    for (const plain of ['', '   ', 'a=b', 'Total = 3', ' Calle 5 - Norte', '1+1', 'x＝1']) expect(guardCell(plain)).toBe(plain);
    const format = createRowFormatter([{ field: 'n', header: 'N', format: 'number' }, { field: 't', header: 'T' }], { labels, guard: true, stripEmoji: false });
    expect(format({ n: -12.5, t: 'costo = 3' })).toEqual([-12.5, 'costo = 3']);
    expect(format({ n: '-7', t: ' =HYPERLINK("x")' })).toEqual([-7, "' =HYPERLINK(\"x\")"]);
  });
});

describe('emoji', () => {
  it('strips emoji, flags, skin tones and joiners and keeps accents and © ® ™', () => {
    expect(stripEmoji('Hola 😀 mundo')).toBe('Hola  mundo');
    expect(stripEmoji('👩🏽‍🔧 técnica')).toBe(' técnica');
    expect(stripEmoji('México 🇲🇽')).toBe('México ');
    expect(stripEmoji('❤️ ok ✔')).toBe(' ok ');
    expect(stripEmoji('Año ñandú © ® ™')).toBe('Año ñandú © ® ™');
  });

  it('strips emoji from PDF cells and labels when asked', () => {
    const format = createRowFormatter([{ field: 'a', header: 'A' }], { labels, guard: false, stripEmoji: true });
    expect(format({ a: 'Falla 🔥 grave' })).toEqual(['Falla  grave']);
  });
});

describe('row identity', () => {
  it('takes the first identity field a row has', () => {
    expect(getRowId({ ticketId: 7, clientId: 3 })).toBe('7');
    expect(getRowId({ id: 1, ticketId: 7 })).toBe('1');
    expect(getRowId({ shipmentId: 'E-1' })).toBe('E-1');
    expect(getRowId({ name: 'x' })).toBeUndefined();
  });
});
