import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import pkg from './package.json';
import {
  chunkSize,
  describeLoadPath,
  FIRST_LOAD_MANIFEST,
  initialScripts,
  MSAL_CHUNK_GROUP,
  SCREEN_STRINGS_CHUNK_GROUP,
  type FirstLoadManifest,
  type LoadPathName,
} from './scripts/bench/bundleSize';
import { NoSourceMapsInOutput, SourceMapsOutsideOutput } from './scripts/webpack/sourceMaps';

const appEntry = (chunk: webpack.Chunk) => chunk.name === 'main';
const HOME_SCREEN = path.join('src', 'app', 'home', 'HomePage.tsx');

const scriptsOf = (chunks: Iterable<webpack.Chunk>) => [...chunks].flatMap((chunk) => [...chunk.files].filter((file) => file.endsWith('.js')));

function chunkGroupScripts(compilation: webpack.Compilation, name: string): string[] {
  const group = compilation.namedChunkGroups.get(name);
  if (!group) throw new Error(`No chunk group "${name}": the first-load check needs it (scripts/bench/bundleSize.ts)`);
  return scriptsOf(group.chunks);
}

/** Nothing when the home screen is in the entry; else its chunks and the screens' strings, which lazyScreen waits for. */
function homeScreenScripts(compilation: webpack.Compilation): string[] {
  const holdsHome = (module: webpack.Module): boolean =>
    (module instanceof webpack.NormalModule && module.resource.endsWith(HOME_SCREEN)) || [...((module as { modules?: Iterable<webpack.Module> }).modules ?? [])].some(holdsHome);
  const chunks = [...compilation.modules].filter(holdsHome).flatMap((module) => [...compilation.chunkGraph.getModuleChunksIterable(module)]);
  if (!chunks.length) throw new Error(`${HOME_SCREEN} is in no chunk: the first-load check needs it`);
  if (chunks.some((chunk) => chunk.canBeInitial())) return [];
  return [...scriptsOf(chunks.flatMap((chunk) => [...chunk.groupsIterable].flatMap((group) => group.chunks))), ...chunkGroupScripts(compilation, SCREEN_STRINGS_CHUNK_GROUP)];
}

/**
 * Works out what each way into the app loads before its first meaningful paint (issue 15;
 * scripts/bench/bundleSize.ts), writes it to dist/first-load.json for the bench, and fails the production
 * build when either path grows past its gzip ceiling. Sizes are deterministic, so the check is.
 */
class FirstLoadBudget {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('FirstLoadBudget', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'FirstLoadBudget', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const html = assets['index.html'];
        if (!html) return;
        // MSAL waits until the sign-in page has painted (SignInPage.tsx), the screens' strings until a screen or the
        // drawn menu asks for them (SideMenu.tsx). A browser that may hold a session waits for MSAL before the home
        // shows (src/auth/deferredAuthSession.ts).
        const signIn = initialScripts(html.source().toString(), Object.keys(assets));
        const manifest: FirstLoadManifest = {
          signIn,
          signedInHome: [...new Set([...signIn, ...chunkGroupScripts(compilation, MSAL_CHUNK_GROUP), ...homeScreenScripts(compilation)])],
        };
        compilation.emitAsset(FIRST_LOAD_MANIFEST, new webpack.sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        for (const name of Object.keys(manifest) as LoadPathName[]) {
          const { lines, overCeiling } = describeLoadPath(name, manifest[name].map((file) => chunkSize(file, Buffer.from(assets[file]!.source()))));
          if (overCeiling) compilation.errors.push(new webpack.WebpackError(`First load over its ceiling:\n${lines.join('\n')}`));
        }
      });
    });
  }
}

/** One build serves every environment: service URLs and sign-in settings come from public/config.json at run time. */
export default (_env: unknown, argv: { mode?: Configuration['mode'] }): Configuration => {
  const production = argv.mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    entry: { main: path.resolve(__dirname, 'src/index.tsx'), redirect: path.resolve(__dirname, 'src/redirect.ts') },
    output: {
      path: path.resolve(__dirname, 'dist'),
      filename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      chunkFilename: production ? 'assets/[name].[contenthash:8].js' : 'assets/[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:8][ext]',
      publicPath: '/',
      clean: true,
    },
    // Production: maps without the sourceMappingURL comment, moved out of dist/ into dist-maps/ for error reporting
    // and checked for at the end (scripts/webpack/sourceMaps.ts, issue 28). Development keeps its eval maps, debuggable.
    devtool: production ? 'hidden-source-map' : 'eval-cheap-module-source-map',
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [
        {
          test: /\.tsx?$/,
          exclude: /node_modules/,
          use: { loader: 'ts-loader', options: { transpileOnly: true, configFile: 'tsconfig.json' } },
        },
        { test: /[\\/]i18n[\\/](es|en)\.json$/, resourceQuery: /part=/, use: path.resolve(__dirname, 'scripts/webpack/translationPartLoader.cjs') },
        { test: /\.css$/, use: [production ? MiniCssExtractPlugin.loader : 'style-loader', 'css-loader'] },
        { test: /\.(woff2?|ttf|eot|svg|png|jpe?g|gif)$/, type: 'asset/resource' },
      ],
    },
    plugins: [
      new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'public/index.html'), favicon: path.resolve(__dirname, 'public/favicon.svg'), chunks: ['main'] }),
      // MSAL's redirect bridge: a page of its own, without the app.
      new HtmlWebpackPlugin({ template: path.resolve(__dirname, 'public/redirect.html'), filename: 'redirect.html', chunks: ['redirect'] }),
      new CopyWebpackPlugin({ patterns: [{ from: 'public', globOptions: { ignore: ['**/index.html', '**/redirect.html', '**/favicon.svg'] } }] }),
      new MiniCssExtractPlugin({ filename: 'assets/[name].[contenthash:8].css' }),
      new webpack.DefinePlugin({ __APP_VERSION__: JSON.stringify(pkg.version) }),
      ...(production ? [new FirstLoadBudget(), new SourceMapsOutsideOutput(), new NoSourceMapsInOutput()] : []),
    ],
    optimization: {
      minimizer: ['...', new CssMinimizerPlugin()],
      splitChunks: {
        chunks: 'all',
        // The first load's libraries in a few long-cached chunks fetched in parallel; the app's own code
        // changes more often. The redirect bridge keeps its own small script.
        cacheGroups: {
          react: { test: /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|react-redux|use-sync-external-store)[\\/]/, name: 'react', chunks: appEntry, priority: 30 },
          // MSAL loads after the first paint (src/auth/deferredAuthSession.ts): its library in a chunk the bench can name.
          msal: { test: /[\\/]node_modules[\\/]@azure[\\/]msal-(browser|common)[\\/]/, name: 'msal-library', chunks: 'async', priority: 30 },
          state: { test: /[\\/]node_modules[\\/](@reduxjs|redux|immer|reselect|i18next|react-i18next)[\\/]/, name: 'state', chunks: appEntry, priority: 30 },
        },
      },
    },
    performance: { hints: false },
  };
};
