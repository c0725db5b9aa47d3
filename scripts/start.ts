/**
 * npm start: the app and every stand-in backend on one https origin, seeded with realistic data.
 * Options: --static (serve dist/ instead of compiling), --port N, --fixture <scenario> (answer the API
 * from test/fixtures/<scenario>/<scenario>.har instead of the sandbox); SANDBOX_TICKETS=200000 and
 * SANDBOX_COMPONENTS=200000 seed more.
 */
import { startSandboxServer } from '../test/sandbox/server/startServer';
import { DEMO_USERS } from '../test/sandbox/store/createStore';

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(name);
  return i >= 0 ? process.argv[i + 1] : undefined;
}

async function main(): Promise<void> {
  const port = Number(arg('--port') ?? process.env.PORT ?? 3000);
  const tickets = process.env.SANDBOX_TICKETS ? Number(process.env.SANDBOX_TICKETS) : undefined;
  const components = process.env.SANDBOX_COMPONENTS ? Number(process.env.SANDBOX_COMPONENTS) : undefined;
  const fixture = arg('--fixture');
  const started = await startSandboxServer({ port, app: process.argv.includes('--static') ? 'static' : 'dev', tickets, components, fixture });
  console.log(`\nService desk sandbox running at ${started.url}`);
  if (fixture) console.log(`The API answers from the recorded fixture "${fixture}"; unrecorded requests: ${started.url}__fixture/problems`);
  console.log('The certificate is generated on this machine: your browser will ask you to trust it once.');
  console.log(`Seeded ${started.sandbox.store.tickets.size} tickets. Demo users:`);
  for (const u of DEMO_USERS) console.log(`  ${u.roleCode.padEnd(4)} ${u.userName.padEnd(22)} ${u.fullName}`);
  const stop = () => void started.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
