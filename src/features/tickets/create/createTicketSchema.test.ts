import { DateTime } from 'luxon';
import { ValidationError } from 'yup';
import { createTicketSchema, EMPTY_TICKET } from './createTicketSchema';

const now = new Date('2026-11-20T15:00:00Z');
const valid = {
  ...EMPTY_TICKET,
  clientId: 1, projectId: 1, serviceTypeId: 9, serviceId: 1, locationId: 1, urgencyId: 1, impactId: 2,
  description: 'Sin servicio', requestedByUser: 'Marta Ruiz',
};
const requestDateError = async (requestDate: Date | null) => {
  try {
    await createTicketSchema(now).validateAt('requestDate', { ...valid, requestDate });
    return null;
  } catch (error) {
    return (error as ValidationError).message;
  }
};

describe('createTicketSchema', () => {
  it('accepts a complete ticket without a request date', async () => {
    await expect(createTicketSchema(now).isValid(valid)).resolves.toBe(true);
  });

  it('bounds the request date: not after now, not before a year and a day', async () => {
    const at = DateTime.fromJSDate(now);
    expect(await requestDateError(null)).toBeNull();
    expect(await requestDateError(at.minus({ days: 366 }).toJSDate())).toBeNull();
    expect(await requestDateError(at.minus({ hours: 1 }).toJSDate())).toBeNull();
    expect(await requestDateError(at.plus({ minutes: 1 }).toJSDate())).toBe('ticketCreate.validation.dateInFuture');
    expect(await requestDateError(at.minus({ days: 366, minutes: 1 }).toJSDate())).toBe('ticketCreate.validation.dateTooOld');
  });
});
