// A bench page that is on no route of the app (the map alone, the bulk check alone): built with webpack in
// production mode, as the app is, and served with the app's content security policy for public/config.json.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import webpack from 'webpack';
import { contentSecurityPolicy } from '../../test/sandbox/server/securityHeaders';

const ROOT = path.resolve(__dirname, '../..');

/** Builds `entry` into `out` (emptied first) with an index.html titled `title`. */
export function buildHarness(entry: string, out: string, title: string): Promise<void> {
  const compiler = webpack({
    mode: 'production',
    context: ROOT,
    entry,
    output: { path: out, filename: '[name].[contenthash:8].js', publicPath: '/', clean: true },
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        { test: /\.tsx?$/, exclude: /node_modules/, use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } } },
        { test: /\.css$/, use: [MiniCssExtractPlugin.loader, 'css-loader'] },
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [new HtmlWebpackPlugin({ templateContent: `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${title}</title></head><body><div id="root"></div></body></html>` }), new MiniCssExtractPlugin()],
    performance: { hints: false },
  });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats!.toString('errors-only')));
      else resolve();
    }),
  );
}

/** Serves the built `out` on 127.0.0.1:`port`, each response with the app's content security policy. */
export function serveHarness(out: string, port: number): Promise<http.Server> {
  const config = JSON.parse(fs.readFileSync(path.join(ROOT, 'public/config.json'), 'utf8'));
  const types: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.png': 'image/png' };
  const server = http.createServer((request, response) => {
    const name = new URL(request.url ?? '/', 'http://localhost').pathname.replace(/^\/$/, '/index.html');
    const file = path.join(out, path.normalize(name));
    if (!file.startsWith(out) || !fs.existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'Content-Type': types[path.extname(file)] ?? 'application/octet-stream', 'Content-Security-Policy': contentSecurityPolicy(config) });
    fs.createReadStream(file).pipe(response);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}
