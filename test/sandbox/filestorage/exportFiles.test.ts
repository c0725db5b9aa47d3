import { callApi, userFor } from '../../setup/callApi';
import { setupSandbox } from '../../setup/sandboxServer';
import type { NotificationRecord } from '../store/types';

const sandbox = setupSandbox({ tickets: 50 });
const UPLOAD = '/filestorage/api/v1/FileStorage/UploadFileForExportAndNotification';
const base64 = (text: string) => Buffer.from(text).toString('base64');

describe('UploadFileForExportAndNotification', () => {
  it('keeps an export for its caller alone and tells them it is ready, its file id and name in the message', async () => {
    const told: NotificationRecord[] = [];
    const stop = sandbox.notifications.subscribe((record) => void told.push(record));
    const body = { fileName: 'Tickets_28_11_2026.csv', description: 'Tickets, CSV, 5,001 registros', fileContent: base64('ticketId\r\n1\r\n') };
    const stored = await callApi(sandbox, 'POST', UPLOAD, { as: 'SUP', body });
    stop();
    expect(stored.status).toBe(200);
    const { id } = stored.body.data;
    expect(told).toEqual([
      expect.objectContaining({
        notificationKey: 'Export.Ready', receiverUserId: userFor(sandbox, 'SUP').userId, ticketId: null,
        message: `La exportación **${id}** está lista: **Tickets_28_11_2026.csv** (Tickets, CSV, 5,001 registros); también se envió a su correo.`,
      }),
    ]);
    const download = (as: 'SUP' | 'DIS') => callApi(sandbox, 'GET', `/filestorage/api/v1/FileStorage/Download/${id}`, { as });
    expect(await download('SUP')).toEqual({ status: 200, body: 'ticketId\r\n1\r\n' });
    expect((await download('DIS')).status).toBe(403);
  });

  it('refuses a file that is not what its name says', async () => {
    const upload = (fileName: string, content: string) => callApi(sandbox, 'POST', UPLOAD, { as: 'SUP', body: { fileName, description: 'Tickets', fileContent: base64(content) } });
    const fake = await upload('Tickets.pdf', 'no soy un PDF');
    expect([fake.status, fake.body.message]).toEqual([422, 'El archivo no es un PDF válido']);
  });
});
