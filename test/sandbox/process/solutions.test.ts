import { foldText } from '../../../src/shared/format/foldText';
import { callApi, type CallOptions } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import { makePdf } from '../filestorage/bytes';
import { hostileSolutionIds, SEEDED_SOLUTIONS, solutionState } from './solutionState';

const sandbox = setupSandbox();
const API = '/process/api/v1';
const call = (method: string, path: string, body?: unknown, as: CallOptions['as'] = 'ADM') => callApi(sandbox, method, `${API}${path}`, { as, body });

const search = (text: string | null, extra: Record<string, unknown> = {}, as: CallOptions['as'] = 'ADM', path = '/Solutions/GeneralSearch') =>
  call('POST', path, { text, solutionTopicIds: [], includeExpired: false, pageNumber: 1, pageSize: 500, isExport: null, ...extra }, as);

const newSolution = (overrides: Record<string, unknown> = {}) => ({
  title: 'Reinicio del módem', content: '<p>Desconecte el módem</p>', solutionTopicId: 1, ownerSystemUserIds: [2], reviewDate: '2026-12-01T00:00:00',
  expirationDate: '2027-06-01T00:00:00', keywords: ['módem'], internalComments: 'Solo campo', mainSolution: false, ...overrides,
});

describe('the seeded solutions', () => {
  it('holds about 300 in Spanish, some expired, some past their review, and the hostile seeds', () => {
    const all = [...solutionState(sandbox.store).solutions.values()];
    expect(all.length).toBe(SEEDED_SOLUTIONS + 4);
    const now = sandbox.store.now.toISOString().slice(0, 19);
    expect(all.filter((s) => s.expirationDate !== null && s.expirationDate < now).length).toBeGreaterThan(20);
    expect(all.filter((s) => s.reviewDate !== null && s.reviewDate < now && (s.expirationDate === null || s.expirationDate >= now)).length).toBeGreaterThan(20);
    expect(hostileSolutionIds(sandbox.store)).toHaveLength(4);
  });
});

describe('the solution search', () => {
  it('is accent and case blind over title, keywords, topic and content text, every word required', async () => {
    const accented = (await search('CONEXIÓN internet')).body.data.items as { title: string }[];
    const plain = (await search('conexion INTERNET')).body.data.items as { title: string }[];
    expect(plain.map((s) => s.title)).toEqual(accented.map((s) => s.title));
    expect(plain.length).toBeGreaterThan(0);
    for (const s of plain) expect(foldText(s.title)).toContain('conexion a internet');
    // A word only in the content ("escale") finds solutions too; a topic's name as well.
    expect((await search('escale')).body.data.totalCount).toBeGreaterThan(100);
    expect((await search('videovigilancia')).body.data.totalCount).toBeGreaterThan(10);
    expect((await search('conexion zzzz')).body.data.totalCount).toBe(0);
  });

  it('ranks title and keyword hits before content-only hits', async () => {
    const created = await call('POST', '/Solutions', newSolution({ title: 'Guía general', content: '<p>Revise el cajero y su dispensador</p>', keywords: ['general'] }), 'DIS');
    const items = (await search('dispensador')).body.data.items as { solutionId: number; title: string; keywords: string[] }[];
    const at = items.findIndex((s) => s.solutionId === created.body.data.solutionId);
    expect(at).toBeGreaterThan(0);
    for (const s of items.slice(0, at)) expect(foldText(`${s.title} ${s.keywords.join(' ')}`)).toContain('dispensador');
  });

  it('leaves expired solutions out unless asked', async () => {
    const without = (await search(null)).body.data.totalCount as number;
    const withExpired = (await search(null, { includeExpired: true })).body.data.totalCount as number;
    expect(withExpired).toBe(SEEDED_SOLUTIONS + 4);
    expect(without).toBeLessThan(withExpired);
  });
});

describe('solutions', () => {
  it('creates with its rules: expiration not before review, an enabled topic, a visible text', async () => {
    const refused = await call('POST', '/Solutions', newSolution({ reviewDate: '2026-12-02T00:00:00', expirationDate: '2026-12-01T00:00:00' }), 'DIS');
    expect(refused.status).toBe(422);
    expect(refused.body.message).toBe('La fecha de expiración no puede ser anterior a la fecha de revisión');
    expect((await call('POST', '/Solutions', newSolution({ reviewDate: '2026-12-01T00:00:00', expirationDate: '2026-12-01T00:00:00' }), 'DIS')).status).toBe(200);
    expect((await call('POST', '/Solutions', newSolution({ solutionTopicId: 12 }), 'DIS')).status).toBe(422);
    expect((await call('POST', '/Solutions', newSolution({ content: '<p><br></p>' }), 'DIS')).status).toBe(422);
    const topics = await callApi(sandbox, 'GET', '/catalog/api/v1/SolutionTopic', { as: 'CRE', query: { onlyEnabled: true } });
    expect(topics.body.data.map((t: { id: number }) => t.id)).not.toContain(12);
  });

  it('edits with its version and deletes, forgetting the problem link', async () => {
    const { solutionId, rowVersion } = (await call('POST', '/Solutions', newSolution(), 'DIS')).body.data;
    expect((await call('PUT', '/Solutions', { ...newSolution({ title: 'Otro' }), solutionId, rowVersion }, 'DIS')).body.data.title).toBe('Otro');
    expect((await call('PUT', '/Solutions', { ...newSolution(), solutionId, rowVersion }, 'DIS')).status).toBe(409);
    expect((await call('DELETE', `/Solutions/${solutionId}`, undefined, 'DIS')).status).toBe(200);
    expect((await call('GET', `/Solutions/${solutionId}`)).status).toBe(404);
  });

  it('keeps its files (UploadSolutionFile, GetFilesBySolution, DeleteSolutionFiles as a POST)', async () => {
    const { solutionId } = (await call('POST', '/Solutions', newSolution(), 'DIS')).body.data;
    const bytes = makePdf(['Guía']);
    const FS = '/filestorage/api/v1/FileStorage';
    const up = await callApi(sandbox, 'POST', `${FS}/UploadSolutionFile`, { as: 'DIS', body: { solutionId, fileName: 'guia.pdf', description: null, fileBase64: Buffer.from(bytes).toString('base64'), size: bytes.length } });
    expect(up.status).toBe(200);
    const listed = await callApi(sandbox, 'POST', `${FS}/GetFilesBySolution`, { as: 'ENG', body: { solutionId } });
    expect(listed.body.data.map((f: { id: number }) => f.id)).toEqual([up.body.data.id]);
    expect((await callApi(sandbox, 'POST', `${FS}/DeleteSolutionFiles`, { as: 'ENG', body: { solutionId, fileIds: [up.body.data.id] } })).status).toBe(403);
    expect((await callApi(sandbox, 'POST', `${FS}/DeleteSolutionFiles`, { as: 'DIS', body: { solutionId, fileIds: [up.body.data.id] } })).status).toBe(200);
  });

  it('refuses the solutions screens to client roles and engineers writing', async () => {
    expect((await search(null, {}, 'CWR')).status).toBe(403);
    expect((await call('POST', '/Solutions', newSolution(), 'ENG')).status).toBe(403);
  });
});

describe('the knowledge base', () => {
  it('is open to every signed-in user, never answers internal comments, and counts one vote per person', async () => {
    const page = await search('impresora', {}, 'CRE', '/Solutions/KnowledgeBase/Search');
    expect(page.status).toBe(200);
    const [first] = page.body.data.items as { solutionId: number }[];
    const article = await call('GET', `/Solutions/KnowledgeBase/${first!.solutionId}`, undefined, 'CRE');
    expect(article.status).toBe(200);
    expect(article.body.data).not.toHaveProperty('internalComments');
    expect(article.body.data.myVote).toBeNull();
    const before = article.body.data.usefulCount as number;
    await call('POST', '/Solutions/KnowledgeBase/Feedback', { solutionId: first!.solutionId, useful: true }, 'CRE');
    const again = await call('POST', '/Solutions/KnowledgeBase/Feedback', { solutionId: first!.solutionId, useful: true }, 'CRE');
    expect(again.body.data).toMatchObject({ usefulCount: before + 1, myVote: true });
    expect((await call('GET', `/Solutions/KnowledgeBase/${first!.solutionId}`, undefined, null)).status).toBe(401);
  });
});
