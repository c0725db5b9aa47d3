import fs from 'node:fs';
import https from 'node:https';
import path from 'node:path';
import express from 'express';
import { createMiddleware } from '@mswjs/http-middleware';
import { createNotificationHub } from '../hub/notificationHub';
import { hubRoutes } from '../hub/routes';
import { createOidcRouter } from '../oidc/router';
import { createSandbox, type Sandbox } from '../sandbox';
import { localCertificate } from './certificate';
import { clockRoutes, followRealTime } from './clockRoutes';
import { mountFixture } from './fixtureMode';
import { sandboxRuntimeConfig } from './sandboxConfig';
import { securityHeaders, UNSERVED_FILES } from './securityHeaders';

export interface ServerOptions {
  port: number;
  /** 'dev' compiles the app on the fly (npm start); 'static' serves the production build in dist/; 'none' only the services (jest). */
  app: 'dev' | 'static' | 'none';
  tickets?: number;
  /** Configuration components seeded (SANDBOX_COMPONENTS); 20,000 unless given. */
  components?: number;
  /** The production build 'static' serves; dist/ unless given. */
  dist?: string;
  /** Answer the API from this recorded scenario (test/fixtures/<name>/) instead of the sandbox, which then only signs in. */
  fixture?: string;
}

const ROOT = path.resolve(__dirname, '../../..');

/** A client route (GET or HEAD of a page): answered with index.html; a missing asset stays a 404. */
function isPageRequest(req: express.Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && !req.path.startsWith('/assets/') && !!req.accepts('html');
}

/** One https origin for the app, the stand-in services, sign-in and the notification hub. */
export async function startSandboxServer(options: ServerOptions): Promise<{ url: string; sandbox: Sandbox; close(): Promise<void> }> {
  // A person at `npm start` and the browser suite meet the services on the real day, as the app's own clock
  // does (a report ending today must not be "after today" for them); jest's services keep the fixed seed day.
  const now = options.app === 'none' ? undefined : new Date();
  const sandbox = createSandbox({ tickets: options.tickets, components: options.components, now, logViolations: true });
  const origin = `https://localhost:${options.port}`;
  const config = sandboxRuntimeConfig(origin);
  const hub = createNotificationHub({ path: new URL(config.notificationsHubUrl).pathname, getStore: () => sandbox.store, events: sandbox.notifications });
  const app = express();
  app.disable('x-powered-by');
  // Every answer carries the app's policy; the sign-in pages and the 404 page set their own stricter one.
  const headers = securityHeaders(config, options.app === 'dev' ? 'development' : 'production');
  app.use((req, res, next) => {
    res.set(headers);
    if (UNSERVED_FILES.test(req.path)) return void res.sendStatus(404);
    next();
  });

  app.get('/config.json', (_req, res) => {
    res.set('Cache-Control', 'no-store').json(config);
  });
  app.get('/__sandbox/health', (_req, res) => {
    res.json({ ok: true, tickets: sandbox.store.tickets.size });
  });
  app.post('/__sandbox/reset', (_req, res) => {
    sandbox.reset();
    res.json({ ok: true });
  });
  app.get('/__sandbox/violations', (_req, res) => {
    res.json({ violations: sandbox.violations });
  });
  // Browser tests put one ticket in the state their flow starts from (status and engineer only).
  app.post('/__sandbox/tickets/:ticketId', express.json(), (req, res) => {
    const ticket = sandbox.store.tickets.get(Number(req.params.ticketId));
    const { statusId, assignedEngineerId } = req.body as { statusId?: unknown; assignedEngineerId?: unknown };
    if (!ticket) return void res.status(404).json({ error: `No ticket ${req.params.ticketId}` });
    if (typeof statusId === 'number') ticket.statusId = statusId;
    if (typeof assignedEngineerId === 'number') ticket.assignedEngineerId = assignedEngineerId;
    res.json({ ok: true });
  });
  app.use(hubRoutes(hub, sandbox));
  app.use(clockRoutes(sandbox));
  // The sign-in: a small OpenID provider for MSAL (protocolMode OIDC), before the stand-in APIs.
  app.use('/oidc', createOidcRouter({ origin, getStore: () => sandbox.store }));
  if (options.fixture) mountFixture(app, options.fixture);
  else app.use(createMiddleware(...sandbox.handlers));
  // MSAL's redirect bridge page must not be cached; the static and dev middlewares keep a header set here.
  app.use('/redirect.html', (_req, res, next) => {
    res.set('Cache-Control', 'no-store');
    next();
  });

  if (options.app === 'dev') {
    const { default: webpack } = await import('webpack');
    const { default: devMiddleware } = await import('webpack-dev-middleware');
    const { default: configure } = await import('../../../webpack.config');
    const compiler = webpack(configure({}, { mode: 'development' }));
    const middleware = devMiddleware(compiler, { publicPath: '/', stats: 'errors-warnings' });
    app.use(middleware);
    app.use((req, res, next) => {
      if (!isPageRequest(req)) return next();
      const fsys = middleware.context.outputFileSystem as unknown as typeof fs;
      const index = path.join(compiler.outputPath, 'index.html');
      res.type('html').send(fsys.readFileSync(index));
    });
  } else if (options.app === 'static') {
    const dist = options.dist ?? path.join(ROOT, 'dist');
    if (!fs.existsSync(path.join(dist, 'index.html'))) throw new Error('dist/ has no build: run npm run build first');
    app.use(express.static(dist, { index: false }));
    app.use((req, res, next) => {
      if (!isPageRequest(req)) return next();
      res.sendFile(path.join(dist, 'index.html'));
    });
  }

  // Jest and the browser suite keep the clock still and move it by the hook; a person at `npm start` sees time pass.
  const stopClock = options.app === 'dev' ? followRealTime(sandbox) : () => {};
  const server = https.createServer(await localCertificate(path.join(ROOT, '.sandbox')), app);
  server.on('upgrade', hub.upgrade);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', resolve);
  });
  return {
    url: `${origin}/`,
    sandbox,
    close: () => {
      stopClock();
      hub.close();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
