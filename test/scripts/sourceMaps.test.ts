import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clearImmediate, setImmediate } from 'node:timers';
import webpack from 'webpack';
import { findSourceMapLeaks, mapsFolderFor, NoSourceMapsInOutput, SourceMapsOutsideOutput } from '../../scripts/webpack/sourceMaps';

/** Issue 28, finding 7: the production build ships no source map and names none; a leak fails the build. */
let dir: string;
beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'source-maps-'));
});
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

function write(relative: string, text: string): void {
  fs.mkdirSync(path.dirname(path.join(dir, relative)), { recursive: true });
  fs.writeFileSync(path.join(dir, relative), text);
}

describe('the check for source maps in the build output', () => {
  it('passes an output without maps or map comments, even where code mentions the word', () => {
    write('index.html', '<!doctype html><script src="/assets/main.1a2b3c4d.js"></script>');
    write('assets/main.1a2b3c4d.js', 'console.log("a");const key="sourceMappingURL";');
    write('assets/main.1a2b3c4d.css', 'body{margin:0}');
    write('assets/font.woff2', 'wOF2');
    expect(findSourceMapLeaks(dir)).toEqual([]);
  });

  it('finds a .map file anywhere in the output', () => {
    write('assets/main.1a2b3c4d.js', 'console.log("a");');
    write('assets/deep/worker.9f8e7d6c.js.map', '{"version":3,"sources":["src/index.tsx"]}');
    write('assets/main.1a2b3c4d.css.MAP', '{}');
    expect(findSourceMapLeaks(dir)).toEqual([
      `${path.join('assets', 'deep', 'worker.9f8e7d6c.js.map')}: a source map`,
      `${path.join('assets', 'main.1a2b3c4d.css.MAP')}: a source map`,
    ]);
  });

  it('finds a script or a style sheet that names its map', () => {
    write('assets/main.1a2b3c4d.js', 'console.log("a");\n//# sourceMappingURL=main.1a2b3c4d.js.map');
    write('assets/old.js', 'x();\n//@ sourceMappingURL=old.js.map\n');
    write('assets/main.1a2b3c4d.css', 'body{margin:0}\n/*# sourceMappingURL=main.1a2b3c4d.css.map*/');
    write('index.html', '<script>x()\n//# sourceMappingURL=data:application/json;base64,eyJ2ZXJzaW9uIjozfQ==</script>');
    expect(findSourceMapLeaks(dir).sort()).toEqual(
      [
        `${path.join('assets', 'main.1a2b3c4d.css')}: names a source map (sourceMappingURL)`,
        `${path.join('assets', 'main.1a2b3c4d.js')}: names a source map (sourceMappingURL)`,
        `${path.join('assets', 'old.js')}: names a source map (sourceMappingURL)`,
        'index.html: names a source map (sourceMappingURL)',
      ].sort(),
    );
  });

  it('answers nothing for an output folder that is not there', () => {
    expect(findSourceMapLeaks(path.join(dir, 'missing'))).toEqual([]);
  });
});

describe('the production build with the source-map plugins', () => {
  // The suite runs in jsdom (the shared setup needs a window), which has no setImmediate; webpack's file system needs it.
  beforeAll(() => Object.assign(globalThis, { setImmediate, clearImmediate }));
  const build = (devtool: string) =>
    new Promise<webpack.Stats>((resolve, reject) => {
      write('src/index.js', 'export function greet(name) { return `hola ${name}`; }\nconsole.log(greet("mundo"));\n');
      const output = path.join(dir, 'dist');
      webpack(
        {
          mode: 'production',
          context: dir,
          entry: path.join(dir, 'src/index.js'),
          output: { path: output, filename: 'assets/[name].[contenthash:8].js', clean: true },
          devtool,
          plugins: [new SourceMapsOutsideOutput(), new NoSourceMapsInOutput()],
          infrastructureLogging: { level: 'none' },
        },
        (error, stats) => (error || !stats ? reject(error ?? new Error('no stats')) : resolve(stats)),
      );
    });
  const files = (folder: string) => (fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, encoding: 'utf8' }).sort() : []);

  it('ships no map in dist/ and keeps the hidden maps in dist-maps/, ignored by git', async () => {
    const stats = await build('hidden-source-map');
    expect(stats.compilation.errors.map((e) => e.message)).toEqual([]);
    expect(files(path.join(dir, 'dist')).some((file) => file.endsWith('.map'))).toBe(false);
    expect(findSourceMapLeaks(path.join(dir, 'dist'))).toEqual([]);
    expect(mapsFolderFor(path.join(dir, 'dist'))).toBe(path.join(dir, 'dist-maps'));
    const maps = files(path.join(dir, 'dist-maps'));
    expect(maps).toContain('.gitignore');
    const scriptMaps = maps.filter((file) => file.endsWith('.js.map'));
    expect(scriptMaps).toHaveLength(1);
    // Each map names the script it belongs to, as shipped (after the real content hash).
    const { file } = JSON.parse(fs.readFileSync(path.join(dir, 'dist-maps', scriptMaps[0]!), 'utf8')) as { file: string };
    expect(file).toBe(scriptMaps[0]!.replace(/\.map$/, ''));
    expect(fs.existsSync(path.join(dir, 'dist', file))).toBe(true);
    expect(fs.readFileSync(path.join(dir, 'dist-maps', '.gitignore'), 'utf8')).toBe('*\n');
  }, 30_000);

  it('fails a build whose scripts name their maps', async () => {
    const stats = await build('source-map');
    expect(stats.hasErrors()).toBe(true);
    expect(stats.compilation.errors.map((e) => e.message).join('\n')).toMatch(/names a source map \(sourceMappingURL\)/);
  }, 30_000);
});
