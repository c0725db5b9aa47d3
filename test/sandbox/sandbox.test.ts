import { loadContracts } from './contract/loadContracts';
import { operationHandlers } from './services';
import { callApi } from '../setup/callApi';
import { setupSandbox } from '../setup/sandboxServer';

const sandbox = setupSandbox();

describe('sandbox contract enforcement', () => {
  it('answers a public operation without a token', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/security/api/v1/Public/GetParams', { as: null, query: { platformSpec: 'WEB' } });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: null, data: { GoogleChat: { Link: sandbox.store.publicParams.chatLink } } });
  });

  it('refuses a protected operation without a token (401)', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/security/api/v1/Accounts/me/GetAccessList', { as: null });
    expect(status).toBe(401);
    expect(body.success).toBe(false);
  });

  it('names a query parameter the contract does not know', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/security/api/v1/Public/GetParams', { as: null, query: { platformSpecs: 'WEB' } });
    expect(status).toBe(400);
    expect(body.message).toContain("unknown parameter 'platformSpecs'");
    expect(body.message).toContain("missing required parameter 'platformSpec'");
    sandbox.violations.length = 0;
  });

  it('names the field when a sandbox response breaks the contract', async () => {
    // Simulates a handler that drops a required property: the response check must catch it.
    (sandbox.store.publicParams as { chatLink: unknown }).chatLink = 42;
    const { status, body } = await callApi(sandbox, 'GET', '/security/api/v1/Public/GetParams', { as: null, query: { platformSpec: 'WEB' } });
    expect(status).toBe(500);
    expect(body.message).toContain('response.data.GoogleChat.Link');
    expect(sandbox.violations).toHaveLength(1);
    sandbox.violations.length = 0;
  });

  it('answers 404 naming a path no contract declares', async () => {
    const { status, body } = await callApi(sandbox, 'GET', '/security/api/v1/Nope');
    expect(status).toBe(404);
    expect(body.message).toBe('No operation answers GET /security/api/v1/Nope');
  });
});

describe('sandbox coverage', () => {
  it('implements every operation of every document in openapi/', () => {
    const { operations } = loadContracts();
    expect(operations.length).toBeGreaterThan(150);
    expect(operations.filter((op) => !operationHandlers[op.operationId]).map((op) => `${op.file}: ${op.operationId}`)).toEqual([]);
  });
});
