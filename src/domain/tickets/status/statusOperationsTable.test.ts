import { loadContracts } from '../../../../test/sandbox/contract/loadContracts';
import { TICKET_CHANGING_MUTATIONS } from '../../../api/tags/ticket';
import { BULK_STATUS_OPERATIONS, STATUS_OPERATIONS, type StatusOperation } from './statusOperations';

const { docs, operations } = loadContracts();
const ticketOperations = operations.filter((op) => op.service === 'ticket');

/** ticket.yaml's "Operation -> target status" table: each operation and the status ids its row names. */
function documentedTargets(): Map<string, number[]> {
  const description: string = docs.find((d) => d.service === 'ticket')!.doc.info.description;
  const section = description.split('## Operation -> target status')[1]!.split('\n## ')[0]!;
  const rows = section.split('\n').filter((line) => /^\|\s*[a-z]/.test(line));
  return new Map(
    rows.flatMap((row) => {
      const [names, targets] = row.split('|').slice(1, 3).map((cell) => cell.trim());
      const ids = [...targets!.matchAll(/\b(\d+) [A-Z]/g)].map((m) => Number(m[1]));
      return names!.split(',').map((name): [string, number[]] => [name.trim(), ids]);
    }),
  );
}

const table = Object.entries(STATUS_OPERATIONS) as [StatusOperation, (typeof STATUS_OPERATIONS)[StatusOperation]][];

describe('the status operations table', () => {
  const documented = documentedTargets();

  it.each(table)('%s leads to the statuses ticket.yaml documents and needs its x-permissions', (operation, rule) => {
    expect([...rule.targets].sort()).toEqual([...documented.get(operation)!].sort());
    expect(rule.permissions).toEqual(ticketOperations.find((op) => op.operationId === operation)!.permissions);
  });

  it('holds every documented status operation but the assignment screen\'s reassignment', () => {
    expect([...documented.keys()].filter((operation) => !(operation in STATUS_OPERATIONS))).toEqual(['reassignTicket']);
  });

  it('offers in bulk exactly the operations whose request takes many ticket ids', () => {
    const takesMany = (operation: string) => {
      const body = ticketOperations.find((op) => op.operationId === operation)!.requestBodySchema as { properties?: Record<string, unknown> };
      return body.properties?.ticketIds !== undefined;
    };
    expect(BULK_STATUS_OPERATIONS).toEqual(table.map(([operation]) => operation).filter(takesMany));
  });

  // The type of STATUS_OPERATIONS already refuses any other key; this keeps the rule visible.
  it('only names endpoints that invalidate the ticket tags', () => {
    expect(TICKET_CHANGING_MUTATIONS).toEqual(expect.arrayContaining(table.map(([operation]) => operation)));
  });
});
