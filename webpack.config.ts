import path from 'node:path';
import webpack, { type Configuration } from 'webpack';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import CopyWebpackPlugin from 'copy-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import pkg from './package.json';
import { chunkSize, describeInitialJs, initialScripts, INITIAL_JS_BUDGET_BYTES } from './scripts/bench/bundleSize';

/**
 * Fails the production build when the initial JavaScript (index.html's scripts and the default
 * language's strings) grows past its gzip ceiling (issue 15; scripts/bench/bundleSize.ts). Sizes are
 * deterministic, so the check is.
 */
const appEntry = (chunk: webpack.Chunk) => chunk.name === 'main';

class InitialJsBudget {
  apply(compiler: webpack.Compiler): void {
    compiler.hooks.thisCompilation.tap('InitialJsBudget', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'InitialJsBudget', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT }, (assets) => {
        const html = assets['index.html'];
        if (!html) return;
        const sizes = initialScripts(html.source().toString(), Object.keys(assets)).map((file) => chunkSize(file, Buffer.from(assets[file]!.source())));
        const { lines, totalGzip } = describeInitialJs(sizes);
        if (totalGzip > INITIAL_JS_BUDGET_BYTES) {
          compilation.errors.push(new webpack.WebpackError(`Initial JavaScript over its ceiling of ${INITIAL_JS_BUDGET_BYTES / 1000} KB gzip:\n${lines.join('\n')}`));
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
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
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
      ...(production ? [new InitialJsBudget()] : []),
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
