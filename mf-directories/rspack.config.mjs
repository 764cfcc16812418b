// mf-directories: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shared, swcRule } from '../mf.shared.mjs';

/** What this remote exposes; the shell's route table refers to these keys. */
export const exposes = {
  './NoticeBoardPage': './src/features/notices/NoticeBoardPage.tsx',
  './GalleryPage': './src/features/gallery/GalleryPage.tsx',
  './FacultyDirectoryPage': './src/features/faculty/FacultyDirectoryPage.tsx',
  './FacultyDetailPage': './src/features/faculty/FacultyDetailPage.tsx',
  './AlumniDirectoryPage': './src/features/alumni/AlumniDirectoryPage.tsx',
};

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      publicPath: 'auto',
      uniqueName: 'mf_directories',
      filename: production ? '[name].[contenthash:8].js' : '[name].js',
      chunkFilename: production ? '[name].[contenthash:8].js' : '[name].js',
      clean: true,
    },
    devtool: production ? 'source-map' : 'eval-cheap-module-source-map',
    // `rspack serve` turns lazy compilation on for dynamic imports; the `import('./bootstrap')`
    // boundary then fails to load its proxy chunk (blank standalone page), so keep it off.
    lazyCompilation: false,
    resolve: { extensions: ['.tsx', '.ts', '.js'] },
    module: {
      rules: [swcRule, { test: /\.(png|jpe?g|gif|webp|svg)$/i, type: 'asset/resource' }],
    },
    devServer: {
      port: 3002,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: 'http://localhost:4000' }],
    },
    plugins: [
      // The standalone page's script tags are absolute, so a deep link such as /facultyDetails/x
      // loads /main.js, not /facultyDetails/main.js. The shell never uses this page.
      new rspack.HtmlRspackPlugin({ template: './index.html', publicPath: '/' }),
      new ModuleFederationPlugin({
        name: 'mf_directories',
        filename: 'remoteEntry.js',
        exposes,
        shared,
        manifest: true,
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
  };
};
