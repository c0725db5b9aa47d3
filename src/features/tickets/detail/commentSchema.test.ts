import { commentSchema } from '../../../shared/validation/commentSchema';
import { statusChangeSchema } from './statusChangeSchema';

const errorOf = async (schema: { validate: (v: unknown) => Promise<unknown> }, value: unknown) =>
  schema.validate(value).then(
    () => null,
    (e: { message: string }) => e.message,
  );

describe('comment rules', () => {
  it('requires a comment of at most 5000 characters that does not start with a blank', async () => {
    expect(await errorOf(commentSchema, { comment: '' })).toBe('validation.required');
    expect(await errorOf(commentSchema, { comment: ' hola' })).toBe('validation.noLeadingBlank');
    expect(await errorOf(commentSchema, { comment: 'x'.repeat(5001) })).toBe('validation.maxLength');
    expect(await errorOf(commentSchema, { comment: 'x'.repeat(5000) })).toBeNull();
  });

  it('makes the status-change comment optional unless the target demands it', async () => {
    const base = { comment: '', groupId: null, engineerId: null, remote: false, choiceId: null };
    expect(await errorOf(statusChangeSchema({ commentRequired: false, needsAssignment: false, needsChoice: false }), base)).toBeNull();
    expect(await errorOf(statusChangeSchema({ commentRequired: true, needsAssignment: false, needsChoice: false }), base)).toBe('validation.required');
    expect(await errorOf(statusChangeSchema({ commentRequired: false, needsAssignment: false, needsChoice: false }), { ...base, comment: ' x' })).toBe('validation.noLeadingBlank');
  });

  it('needs an engineer or remote attention for pending confirmation', async () => {
    const schema = statusChangeSchema({ commentRequired: false, needsAssignment: true, needsChoice: false });
    const base = { comment: '', groupId: null, engineerId: null, remote: false, choiceId: null };
    expect(await errorOf(schema, base)).toBe('ticketDetail.statusDialog.engineerOrRemote');
    expect(await errorOf(schema, { ...base, engineerId: 14 })).toBeNull();
    expect(await errorOf(schema, { ...base, remote: true })).toBeNull();
  });

  it('needs the reason or warehouse where the target asks for one', async () => {
    const schema = statusChangeSchema({ commentRequired: true, needsAssignment: false, needsChoice: true });
    const base = { comment: 'Motivo', groupId: null, engineerId: null, remote: false, choiceId: null };
    expect(await errorOf(schema, base)).toBe('validation.required');
    expect(await errorOf(schema, { ...base, choiceId: 2 })).toBeNull();
  });
});
