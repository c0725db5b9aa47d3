import { DateTime } from 'luxon';
import { toSearchFilter } from './toSearchFilter';
import { emptyFilterValues, nullSearchFields, type TicketFilterValues } from './filterValues';

/** Dates are built in local time with luxon and compared with their UTC form, so the test holds in any zone. */
const local = (y: number, m: number, d: number, h = 0) => DateTime.local(y, m, d, h).toJSDate();
const utcStartOf = (y: number, m: number, d: number) => DateTime.local(y, m, d).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");
const utcEndOf = (y: number, m: number, d: number) => DateTime.local(y, m, d, 23, 59, 59).toUTC().toFormat("yyyy-MM-dd'T'HH:mm:ss");

describe('toSearchFilter', () => {
  it('sends nothing for an empty filter', () => {
    expect(toSearchFilter(emptyFilterValues())).toEqual({});
  });

  it('drops empty and blank text, trims the rest', () => {
    const values = { ...emptyFilterValues(), clientName: '  ACME  ', clientNumber: '', serviceName: '   ', ticketId: ' 42 ' };
    expect(toSearchFilter(values)).toEqual({ clientName: 'ACME', ticketId: '42' });
  });

  it('sends each date range as its UTC pair, from the start of the first day to the end of the last', () => {
    const values: TicketFilterValues = {
      ...emptyFilterValues(),
      creationDate: { start: local(2026, 3, 1), end: local(2026, 3, 5) },
      scheduleDate: { start: local(2026, 4, 1, 15), end: null },
      closedDate: { start: null, end: local(2026, 5, 31, 8) },
      cancelledDate: { start: local(2025, 12, 31), end: local(2026, 1, 1) },
      startDate: { start: local(2026, 6, 10), end: local(2026, 6, 10) },
      attendDate: { start: local(2026, 7, 1), end: local(2026, 7, 2) },
    };
    expect(toSearchFilter(values)).toEqual({
      creationDateFromUTC: utcStartOf(2026, 3, 1),
      creationDateToUTC: utcEndOf(2026, 3, 5),
      scheduleDateFromUTC: utcStartOf(2026, 4, 1),
      closedDateToUTC: utcEndOf(2026, 5, 31),
      CancelledDateFromUTC: utcStartOf(2025, 12, 31),
      CancelledDateToUTC: utcEndOf(2026, 1, 1),
      StartDateFromUTC: utcStartOf(2026, 6, 10),
      StartDateToUTC: utcEndOf(2026, 6, 10),
      AttendDateFromUTC: utcStartOf(2026, 7, 1),
      AttendDateToUTC: utcEndOf(2026, 7, 2),
    });
  });

  it('maps every field of a full filter to its request name', () => {
    const full: TicketFilterValues = {
      clientNumber: 'C-1', clientName: 'ACME', projectId: 3, partnerIds: [1, 2, 2],
      numberService: '77', serviceName: 'Soporte', locationName: 'Norte', comercialName: 'Tienda 5',
      assignedEngineerEmail: 'ing@', remote: true, productSerialNumber: 'SN1', ticketsStatusIds: [2, 4],
      fromPercent: '10', toPercent: '90.5', delayClassificationId: 6, ticketId: '123', clientTicketNumber: 'INC9',
      serviceTypeId: 9, serviceClassId: 1, External: true, externalOrigin: 'SIEM', externalEventId: '555',
      creationDate: { start: local(2026, 1, 1), end: local(2026, 1, 2) },
      scheduleDate: { start: local(2026, 1, 1), end: local(2026, 1, 2) },
      closedDate: { start: local(2026, 1, 1), end: local(2026, 1, 2) },
      cancelledDate: { start: local(2026, 1, 1), end: local(2026, 1, 2) },
      startDate: { start: local(2026, 1, 1), end: local(2026, 1, 2) },
      attendDate: { start: local(2026, 1, 1), end: local(2026, 1, 2) },
    };
    const filter = toSearchFilter(full);
    // Every filter field of TicketSearchFilter, and nothing else.
    expect(Object.keys(filter).sort()).toEqual(Object.keys(nullSearchFields()).sort());
    expect(filter).toMatchObject({
      clientNumber: 'C-1', projectId: 3, partnerIds: [1, 2], ticketsStatusIds: [2, 4], remote: true, External: true,
      externalOrigin: 'SIEM', externalEventId: '555', fromPercent: '10', toPercent: '90.5', serviceTypeId: 9, serviceClassId: 1,
      delayClassificationId: 6,
    });
  });

  it('leaves unchecked boxes, unset pickers and empty lists out (no condition)', () => {
    const values = { ...emptyFilterValues(), remote: false, External: false, projectId: null, ticketsStatusIds: [] };
    expect(toSearchFilter(values)).toEqual({});
  });

  it('is pure', () => {
    const values = { ...emptyFilterValues(), partnerIds: [3, 1] };
    const before = JSON.stringify(values);
    toSearchFilter(values);
    expect(JSON.stringify(values)).toBe(before);
  });
});
