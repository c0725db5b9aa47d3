/**
 * @jest-environment jest-fixed-jsdom
 */
// The static server as `tsx scripts/start.ts --static` runs it, over a small stand-in build. jsdom, not
// node: the shared setup reads window (see oidc.test.ts). Node's https with the sandbox's certificate trusted.
import fs from 'node:fs';
import https from 'node:https';
import os from 'node:os';
import path from 'node:path';
import { localCertificate } from './certificate';
import { sandboxRuntimeConfig } from './sandboxConfig';
import { contentSecurityPolicy, securityHeaders } from './securityHeaders';
import { startSandboxServer } from './startServer';
import { freePort } from './freePort';

const PRODUCTION_CONFIG = JSON.parse(fs.readFileSync(path.resolve(__dirname, '../../../public/config.json'), 'utf8'));

let certificate = '';
let server: Awaited<ReturnType<typeof startSandboxServer>>;
let origin = '';
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'dist-'));

function request(method: string, pathname: string, accept = 'text/html'): Promise<{ status: number; headers: Record<string, unknown>; text: string }> {
  return new Promise((resolve, reject) => {
    const req = https.request(`${origin}${pathname}`, { method, headers: { Accept: accept }, ca: certificate }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text }));
    });
    req.on('error', reject);
    req.end();
  });
}

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, 'assets'));
  fs.writeFileSync(path.join(dist, 'index.html'), '<!doctype html><title>app</title><script defer src=/assets/main.js></script>');
  fs.writeFileSync(path.join(dist, 'assets/main.js'), 'console.log(1)');
  fs.writeFileSync(path.join(dist, 'assets/main.js.map'), '{"version":3,"sources":["src/index.tsx"]}');
  certificate = (await localCertificate(path.resolve(__dirname, '../../../.sandbox'))).cert;
  const port = await freePort();
  origin = `https://localhost:${port}`;
  server = await startSandboxServer({ port, app: 'static', dist, tickets: 20 });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const expectSecurityHeaders = (headers: Record<string, unknown>) => {
  for (const [name, value] of Object.entries(securityHeaders(sandboxRuntimeConfig(origin)))) expect(headers[name.toLowerCase()]).toBe(value);
};

describe('the static server', () => {
  it.each(['/', '/tickets/list', '/users/12'])('serves the app at %s with the security headers', async (route) => {
    const page = await request('GET', route);
    expect(page.status).toBe(200);
    expect(page.text).toContain('<title>app</title>');
    expectSecurityHeaders(page.headers);
  });

  it('answers HEAD / as GET, without a body', async () => {
    const head = await request('HEAD', '/');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toMatch(/^text\/html/);
    expect(head.text).toBe('');
    expectSecurityHeaders(head.headers);
  });

  it('serves the bundles with the headers and refuses their source maps', async () => {
    const bundle = await request('GET', '/assets/main.js', '*/*');
    expect(bundle.status).toBe(200);
    expectSecurityHeaders(bundle.headers);
    expect((await request('GET', '/assets/main.js.map', '*/*')).status).toBe(404);
    expect((await request('GET', '/assets/MAIN.JS.MAP', '*/*')).status).toBe(404);
  });

  it('answers a missing bundle with 404, not with the page', async () => {
    expect((await request('GET', '/assets/gone.js', '*/*')).status).toBe(404);
  });
});

describe('the content security policy', () => {
  const directive = (policy: string, name: string) => policy.split('; ').find((d) => d.startsWith(`${name} `));

  it('runs only the bundles of the app, embeds no plugin and cannot be framed', () => {
    const policy = contentSecurityPolicy(PRODUCTION_CONFIG);
    expect(directive(policy, 'script-src')).toBe("script-src 'self'");
    expect(directive(policy, 'object-src')).toBe("object-src 'none'");
    expect(directive(policy, 'base-uri')).toBe("base-uri 'none'");
    expect(directive(policy, 'frame-ancestors')).toBe("frame-ancestors 'none'");
  });

  it('reaches only the configured services, the hub over https and wss, and the sign-in authority', () => {
    expect(directive(contentSecurityPolicy(PRODUCTION_CONFIG), 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com wss://api.example.com https://servicedeskb2c.b2clogin.com",
    );
    const split = {
      ...PRODUCTION_CONFIG,
      services: { ...PRODUCTION_CONFIG.services, filestorage: { baseUrl: 'https://files.example.com/v2', scope: 'x' }, catalog: { baseUrl: '', scope: 'y' } },
    };
    expect(directive(contentSecurityPolicy(split), 'connect-src')).toBe(
      "connect-src 'self' https://api.example.com https://files.example.com wss://api.example.com https://servicedeskb2c.b2clogin.com",
    );
  });

  it('loads images from nowhere else unless config.json names map tiles, and then from their origin only', () => {
    expect(directive(contentSecurityPolicy(PRODUCTION_CONFIG), 'img-src')).toBe("img-src 'self' blob:");
    const tiles = (tileUrl: string) => directive(contentSecurityPolicy({ ...PRODUCTION_CONFIG, map: { tileUrl, attribution: '© Example' } }), 'img-src');
    expect(tiles('https://Tiles.Example.com:8443/{z}/{x}/{y}.png')).toBe("img-src 'self' blob: https://tiles.example.com:8443");
    expect(tiles('https://{s}.tiles.example.com/{z}/{x}/{y}.png')).toBe("img-src 'self' blob: https://*.tiles.example.com");
    expect(tiles('/tiles/{z}/{x}/{y}.png')).toBe("img-src 'self' blob:");
  });

  it("allows eval only to the development build's source maps", () => {
    expect(directive(contentSecurityPolicy(PRODUCTION_CONFIG, 'development'), 'script-src')).toBe("script-src 'self' 'unsafe-eval'");
  });
});

describe("the static server's services", () => {
  it('count from the real day, as the app does, not from the seed day jest keeps', async () => {
    const clock = JSON.parse((await request('GET', '/__sandbox/clock', 'application/json')).text) as { now: string };
    expect(Math.abs(new Date(clock.now).getTime() - Date.now())).toBeLessThan(60_000);
  });
});
