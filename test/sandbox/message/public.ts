import { SandboxError, type OperationHandlers } from '../runtime';
import { utc } from '../store/random';
import { messageState } from './state';

/** The public incident form (no sign-in) and the postal-code lookup. */
export const publicHandlers: OperationHandlers = {
  createPublicIncidentRequirement: ({ store, body }) => {
    const { requirements } = messageState(store);
    const id = store.nextId('publicIncidentRequirements');
    requirements.set(id, {
      id, cellphone: body.cellphone, email: body.email, issueDescription: body.issueDescription, createdDateTime: utc(store.now),
    });
    return { id };
  },

  getPostalCode: ({ store, params }) => {
    const entry = messageState(store).postalCodes.get(params.postalCode);
    // Message text as the specification gives it, capital L included.
    if (!entry) throw new SandboxError(404, 'EL código postal no existe, intente de nuevo.');
    return { ...entry, localities: entry.localities.map((l) => ({ ...l })) };
  },
};
