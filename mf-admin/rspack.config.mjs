// mf-admin: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shared, swcRule } from '../mf.shared.mjs';

/** What this remote exposes; the shell's route table refers to these keys. */
export const exposes = {
  './AdminLayout': './src/features/layout/AdminLayout.tsx',
  './DashboardPage': './src/features/dashboard/DashboardPage.tsx',
  './NoticeUploadPage': './src/features/notices/NoticeUploadPage.tsx',
  './FacultyManagementPage': './src/features/faculty/FacultyManagementPage.tsx',
  './EditFacultyPage': './src/features/faculty/EditFacultyPage.tsx',
  './PhotoUploadPage': './src/features/photos/PhotoUploadPage.tsx',
};

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      publicPath: 'auto',
      uniqueName: 'mf_admin',
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
      port: 3003,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: 'http://127.0.0.1:4000' }],
    },
    plugins: [
      // Absolute script tags on the standalone page, so a deep link such as /admin/faculties loads
      // /main.js, not /admin/main.js. The shell never uses this page.
      new rspack.HtmlRspackPlugin({ template: './index.html', publicPath: '/' }),
      new ModuleFederationPlugin({
        name: 'mf_admin',
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
