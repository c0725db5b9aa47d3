import {
  encodeRecord, HANDSHAKE_ACCEPTED, MAX_RECORD_CHARS, MessageType, ProtocolError, readHandshake, readMessage, RECORD_SEPARATOR, RecordReader,
} from './protocol';

const RS = RECORD_SEPARATOR;

describe('record separator framing', () => {
  it('ends every encoded record with 0x1E and answers a good handshake with {}', () => {
    expect(RS).toBe(String.fromCharCode(0x1e));
    expect(encodeRecord({ type: MessageType.Ping })).toBe(`{"type":6}${RS}`);
    expect(HANDSHAKE_ACCEPTED).toBe(`{}${RS}`);
  });

  it('returns each whole record of a frame holding several, in order', () => {
    const reader = new RecordReader();
    const frame = `{"protocol":"json","version":1}${RS}{"type":6}${RS}{"type":1,"target":"JoinSession","arguments":["WebNotifications"],"invocationId":"0"}${RS}`;
    expect(reader.push(frame)).toEqual([
      '{"protocol":"json","version":1}',
      '{"type":6}',
      '{"type":1,"target":"JoinSession","arguments":["WebNotifications"],"invocationId":"0"}',
    ]);
  });

  it('keeps a partial record until the frame that completes it arrives', () => {
    const reader = new RecordReader();
    expect(reader.push('{"type":1,"target":"Join')).toEqual([]);
    expect(reader.push(`Session","arguments":[]}${RS}{"ty`)).toEqual(['{"type":1,"target":"JoinSession","arguments":[]}']);
    expect(reader.push(`pe":6}`)).toEqual([]);
    expect(reader.push(RS)).toEqual(['{"type":6}']);
  });

  it('skips empty records and refuses one that grows past the limit', () => {
    const reader = new RecordReader();
    expect(reader.push(`${RS}${RS}{"type":6}${RS}`)).toEqual(['{"type":6}']);
    expect(() => reader.push('x'.repeat(MAX_RECORD_CHARS + 1))).toThrow(ProtocolError);
  });

  it('round-trips what it encodes, separator included in the text', () => {
    const message = { type: MessageType.Invocation, target: 'ReceiveNotification', arguments: [{ message: `a${RS}b` }] } as const;
    // JSON escapes the control character, so a separator inside a string cannot split the record.
    expect(new RecordReader().push(encodeRecord(message)).map(readMessage)).toEqual([message]);
  });
});

describe('handshake', () => {
  it('accepts json version 1', () => {
    expect(readHandshake('{"protocol":"json","version":1}')).toEqual({ ok: true });
  });

  it.each([
    ['{"protocol":"messagepack","version":1}', "El protocolo 'messagepack' no está disponible"],
    ['{"protocol":"json","version":2}', 'La versión 2 del protocolo json no está disponible'],
    ['{"protocol":"json"}', 'El saludo del protocolo no es válido'],
    ['not json', 'El saludo del protocolo no es válido'],
    ['[]', 'El saludo del protocolo no es válido'],
  ])('refuses %s', (record, error) => {
    expect(readHandshake(record)).toEqual({ ok: false, error });
  });
});

describe('messages', () => {
  it('reads invocations with and without an invocationId, pings and closes', () => {
    expect(readMessage('{"type":1,"target":"JoinSession","arguments":["WebNotifications"],"invocationId":"3"}')).toEqual({
      type: 1, target: 'JoinSession', arguments: ['WebNotifications'], invocationId: '3',
    });
    expect(readMessage('{"type":1,"target":"JoinSession","arguments":[]}')).toEqual({ type: 1, target: 'JoinSession', arguments: [] });
    expect(readMessage('{"type":6}')).toEqual({ type: 6 });
    expect(readMessage('{"type":7,"error":null}')).toEqual({ type: 7, error: null });
    expect(readMessage('{"type":3,"invocationId":"1","result":true}')).toEqual({ type: 3, invocationId: '1', result: true });
  });

  it.each([
    ['{"type":9}', 'Tipo de mensaje desconocido: 9'],
    ['{"target":"JoinSession"}', 'Tipo de mensaje desconocido: undefined'],
    ['{"type":1,"target":"JoinSession"}', 'El mensaje de tipo 1 no es válido'],
    ['{"type":1,"target":"JoinSession","arguments":[],"invocationId":4}', 'El mensaje de tipo 1 no es válido'],
    ['{"type":4,"target":"Stream","arguments":[]}', 'El mensaje de tipo 4 no es válido'],
    ['{"type":3}', 'El mensaje de tipo 3 no es válido'],
    ['{"type":1', 'El mensaje no es JSON válido'],
  ])('refuses %s', (record, error) => {
    expect(() => readMessage(record)).toThrow(new ProtocolError(error));
  });
});
