/**
 * The production build ships no source map (issue 28, finding 7): a map hands the app's source to anyone who
 * asks, and until now only the sandbox server's refusal of `.map` kept them from a browser, which a real web
 * server would not do. Webpack makes hidden maps (`hidden-source-map`: no `sourceMappingURL` comment), this
 * moves them out of the output into `<output>-maps/` (dist-maps/, ignored by git) for error reporting, and a
 * check of the written output fails the build when a map or a map comment is there.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack from 'webpack';

/** A `//# sourceMappingURL=` or `/*# sourceMappingURL=` comment (and the older `@` form), wherever it stands. */
const MAP_COMMENT = /(?:\/\/|\/\*)[ \t]*[#@][ \t]*sourceMappingURL[ \t]*=/;
const MAP_FILE = /\.map$/i;
/** Files a browser reads as text, where a map comment would be followed. */
const TEXT_FILE = /\.(?:m?js|cjs|css|html?|json|svg|txt|xml)$/i;

/** The folder beside the output that keeps its maps: dist -> dist-maps. */
export function mapsFolderFor(outputPath: string): string {
  return `${path.resolve(outputPath)}-maps`;
}

/** Every source map in `dir` and every file there that names one, as `relative/path: reason`; nothing when `dir` is missing. */
export function findSourceMapLeaks(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const leaks: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    const relative = path.relative(dir, file);
    if (MAP_FILE.test(entry.name)) leaks.push(`${relative}: a source map`);
    else if (TEXT_FILE.test(entry.name) && MAP_COMMENT.test(fs.readFileSync(file, 'utf8'))) leaks.push(`${relative}: names a source map (sourceMappingURL)`);
  }
  return leaks.sort();
}

/**
 * A map's `file` names the asset before the real content hash renamed it (webpack leaves it so): the map is
 * `<asset>.map`, so name `<asset>`, as an error-reporting service matches a script to its map.
 */
function namingItsFile(mapName: string, content: Buffer): Buffer {
  try {
    const map = JSON.parse(content.toString('utf8')) as { file?: unknown };
    if (typeof map.file !== 'string') return content;
    return Buffer.from(JSON.stringify({ ...map, file: mapName.replace(MAP_FILE, '') }));
  } catch {
    return content;
  }
}

/**
 * Takes every `.map` asset out of the compilation once its name and content are final (after the real
 * content hashes, PROCESS_ASSETS_STAGE_OPTIMIZE_HASH) and writes them after the emit to `mapsDir` (by default
 * the output's folder plus `-maps`), replacing what an earlier build left there. A `.gitignore` of `*` keeps the
 * folder out of git.
 */
export class SourceMapsOutsideOutput {
  constructor(private readonly mapsDir?: string) {}

  apply(compiler: webpack.Compiler): void {
    const mapsDir = () => this.mapsDir ?? mapsFolderFor(compiler.outputPath);
    let maps = new Map<string, Buffer>();
    compiler.hooks.thisCompilation.tap('SourceMapsOutsideOutput', (compilation) => {
      maps = new Map();
      compilation.hooks.processAssets.tap({ name: 'SourceMapsOutsideOutput', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER }, (assets) => {
        for (const name of Object.keys(assets)) {
          if (!MAP_FILE.test(name)) continue;
          maps.set(name, namingItsFile(name, Buffer.from(assets[name]!.buffer())));
          compilation.deleteAsset(name);
        }
      });
    });
    compiler.hooks.afterEmit.tapPromise('SourceMapsOutsideOutput', async () => {
      const folder = mapsDir();
      await fs.promises.rm(folder, { recursive: true, force: true });
      await fs.promises.mkdir(folder, { recursive: true });
      await fs.promises.writeFile(path.join(folder, '.gitignore'), '*\n');
      for (const [name, content] of maps) {
        const target = path.join(folder, name);
        await fs.promises.mkdir(path.dirname(target), { recursive: true });
        await fs.promises.writeFile(target, content);
      }
    });
  }
}

/** Fails the build when the written output holds a source map or a file that names one (findSourceMapLeaks). */
export class NoSourceMapsInOutput {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.afterEmit.tap('NoSourceMapsInOutput', (compilation) => {
      const leaks = findSourceMapLeaks(compiler.outputPath);
      if (leaks.length) {
        compilation.errors.push(new webpack.WebpackError(`Source maps must not ship in ${compiler.outputPath} (issue 28):\n${leaks.map((leak) => `  ${leak}`).join('\n')}`));
      }
    });
  }
}
