// `npm run bench -- sandbox`: the sandbox's ticket search at scale (issue 15). Seeds 200,000 tickets
// (as SANDBOX_TICKETS=200000 npm start does) and asks every organize-by view of the ticket list, sorted
// by every column the grid sorts, both ways, for its first and its last page of 100 rows: in-process
// (the handler's function) and over HTTP (the sandbox server, signed in as the dispatcher). Prints the
// worst page per view and column beside the 50 ms target.
import https from 'node:https';
import type { TicketListRowPage, TicketSearchFilter, TicketSortField } from '../../src/api/tags/ticket';
import { EMPTY_FILTER } from '../../src/domain/tickets/search/ticketListConfig';
import { issueAccessToken } from '../../test/sandbox/auth/tokens';
import { sandboxServiceScope } from '../../test/sandbox/server/sandboxConfig';
import { startSandboxServer } from '../../test/sandbox/server/startServer';
import { STATUS_CATEGORY_ROWS } from '../../test/sandbox/store/catalogSeed';
import { searchGeneral } from '../../test/sandbox/ticket/search';

const PORT = Number(process.env.BENCH_SANDBOX_PORT ?? 3594);
export const SANDBOX_BENCH_TICKETS = 200_000;
export const SANDBOX_TARGET_MS = 50;
const PAGE_SIZE = 100;
/** Each column the ticket list sorts (src/features/tickets/list/ticketColumns.tsx). */
const SORT_FIELDS: TicketSortField[] = [
  'ticketId', 'statusName', 'clientName', 'projectName', 'locationName', 'serviceTypeName', 'serviceName',
  'assignedEngineerFullName', 'startDate', 'scheduledDate', 'closedDate', 'creationDateUTC', 'ticketProgress',
  'clientTicketNumber', 'partnerName', 'priorityName',
];

export interface SandboxFigure {
  view: string;
  field: TicketSortField;
  matches: number;
  inProcessMs: number;
  httpMs: number;
}

function post(url: URL, token: string, body: string, agent: https.Agent): Promise<string> {
  return new Promise((resolve, reject) => {
    const request = https.request(
      url,
      { method: 'POST', agent, rejectUnauthorized: false, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          if (response.statusCode !== 200) reject(new Error(`search answered ${response.statusCode}: ${text.slice(0, 300)}`));
          else resolve(text);
        });
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const filterOf = (statusCategoryId: number, sortField: TicketSortField, sortOrder: 'asc' | 'desc', pageNumber: number): TicketSearchFilter => ({
  ...EMPTY_FILTER,
  statusCategoryId: statusCategoryId as TicketSearchFilter['statusCategoryId'],
  pageNumber,
  pageSize: PAGE_SIZE,
  sortField,
  sortOrder,
});

export async function benchSandboxSearch(log = (line: string) => console.log(line)): Promise<SandboxFigure[]> {
  const seedStart = performance.now();
  const server = await startSandboxServer({ port: PORT, app: 'none', tickets: SANDBOX_BENCH_TICKETS });
  log(`  seeded ${server.sandbox.store.tickets.size} tickets in ${Math.round(performance.now() - seedStart)} ms`);
  const agent = new https.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const store = server.sandbox.store;
    const user = [...store.users.values()].find((u) => u.userName === 'despachador')!;
    const token = await issueAccessToken({ extension_GSerUserId: user.userId, extension_GSerUserEmail: user.email, role: user.roleCode, name: user.fullName, scp: sandboxServiceScope('ticket') });
    const url = new URL('/ticket/api/v1/Tickets/GeneralSearch', server.url);
    // One untimed request: the first pays for the server's set-up (TLS, the contract's validators).
    await post(url, token, JSON.stringify(filterOf(-1, 'creationDateUTC', 'desc', 1)), agent);
    const figures: SandboxFigure[] = [];
    for (const view of STATUS_CATEGORY_ROWS) {
      for (const field of SORT_FIELDS) {
        let inProcessMs = 0;
        let httpMs = 0;
        let matches = 0;
        for (const order of ['asc', 'desc'] as const) {
          const first = searchGeneral(store, user, filterOf(view.id, field, order, 1));
          matches = first.totalCount;
          const lastPage = Math.max(1, Math.ceil(first.totalCount / PAGE_SIZE));
          for (const pageNumber of [1, lastPage]) {
            const filter = filterOf(view.id, field, order, pageNumber);
            let t = performance.now();
            searchGeneral(store, user, filter);
            inProcessMs = Math.max(inProcessMs, performance.now() - t);
            t = performance.now();
            const page = (JSON.parse(await post(url, token, JSON.stringify(filter), agent)) as { data: TicketListRowPage }).data;
            httpMs = Math.max(httpMs, performance.now() - t);
            if (page.totalCount !== matches) throw new Error(`${view.key} ${field}: ${page.totalCount} over HTTP, ${matches} in-process`);
          }
        }
        figures.push({ view: view.key, field, matches, inProcessMs, httpMs });
      }
    }
    return figures;
  } finally {
    agent.destroy();
    await server.close();
  }
}
