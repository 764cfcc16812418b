// mf-public: a remote of the composed site (ARCHITECTURE.md "Composition at run time").
import { rspack } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { shared, swcRule } from '../mf.shared.mjs';

/** What this remote exposes; the shell's route table refers to these keys. */
export const exposes = {
  './LandingPage': './src/features/landing/LandingPage.tsx',
  './AboutPage': './src/features/about/AboutPage.tsx',
  './AdministrationPage': './src/features/administration/AdministrationPage.tsx',
  './AcademicsPage': './src/features/academics/AcademicsPage.tsx',
  './DentalPage': './src/features/dental/DentalPage.tsx',
  './FacilitiesPage': './src/features/facilities/FacilitiesPage.tsx',
  './ContactPage': './src/features/contact/ContactPage.tsx',
  './AdmissionPage': './src/features/admission/AdmissionPage.tsx',
  './JournalPage': './src/features/journal/JournalPage.tsx',
  './DepartmentsPage': './src/features/departments/DepartmentsPage.tsx',
  './DepartmentDetailPage': './src/features/departments/DepartmentDetailPage.tsx',
};

export default (_env, argv) => {
  const production = argv.mode === 'production';
  return {
    entry: './src/index.ts',
    output: {
      publicPath: 'auto',
      uniqueName: 'mf_public',
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
      port: 3001,
      historyApiFallback: true,
      headers: { 'Access-Control-Allow-Origin': '*' },
      proxy: [{ context: ['/api', '/uploads'], target: 'http://localhost:4000' }],
    },
    plugins: [
      // Absolute script paths on the standalone page, so any deep link loads /main.js. The shell
      // never uses this page (it loads remoteEntry.js through the manifest).
      new rspack.HtmlRspackPlugin({ template: './index.html', publicPath: '/' }),
      new ModuleFederationPlugin({
        name: 'mf_public',
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
