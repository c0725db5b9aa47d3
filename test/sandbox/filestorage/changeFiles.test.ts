import { callApi } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { processState } from '../process/state';
import { makePdf } from './bytes';

const sandbox = setupSandbox();
const API = '/filestorage/api/v1/FileStorage';

const pdf = () => {
  const bytes = makePdf(['Plan de reversión']);
  return { fileName: 'plan.pdf', description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length };
};
const changeIn = (state: string) => [...processState(sandbox.store).changes.values()].find((c) => c.state === state)!;
const list = async (changeId: number) => (await callApi(sandbox, 'POST', `${API}/GetFilesByChange`, { body: { changeId } })).body.data as { id: number }[];

describe('change files (UploadChangeFiles, GetFilesByChange, DeleteChangeFiles)', () => {
  it('lists the seeded files, takes an attachment and deletes it (a DELETE with a body)', async () => {
    const seeded = processState(sandbox.store).changes.get(1)!;
    expect((await list(seeded.changeId)).length).toBeGreaterThan(0);
    const { changeId } = changeIn('Draft');
    const uploaded = await callApi(sandbox, 'POST', `${API}/UploadChangeFiles`, { as: 'DIS', body: { changeId, ...pdf() } });
    expect(uploaded.status).toBe(200);
    expect((await list(changeId)).map((f) => f.id)).toContain(uploaded.body.data.id);
    const deleted = await callApi(sandbox, 'DELETE', `${API}/DeleteChangeFiles`, { as: 'DIS', body: { changeId, fileIds: [uploaded.body.data.id] } });
    expect(deleted.status).toBe(200);
    expect((await list(changeId)).map((f) => f.id)).not.toContain(uploaded.body.data.id);
  });

  it('refuses files on a closed change, uploads without ChangeCreate and downloads without a change permission', async () => {
    expect((await callApi(sandbox, 'POST', `${API}/UploadChangeFiles`, { as: 'DIS', body: { changeId: changeIn('Closed').changeId, ...pdf() } })).status).toBe(409);
    expect((await callApi(sandbox, 'POST', `${API}/UploadChangeFiles`, { as: 'SUP', body: { changeId: changeIn('Draft').changeId, ...pdf() } })).status).toBe(403);
    const [file] = await list(1);
    expect((await callApi(sandbox, 'GET', `${API}/Download/${file!.id}`, { as: 'SUP' })).status).toBe(200);
    expect((await callApi(sandbox, 'GET', `${API}/Download/${file!.id}`, { as: 'CWR' })).status).toBe(403);
  });
});
