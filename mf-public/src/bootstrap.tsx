// Standalone dev mount (`npm run dev -w mf-public`): the remote's pages with their own store,
// providers and router, so this team can work without the shell. The dev server forwards /api and
// /uploads to the API on port 4000.
import { startStandalone } from '@gsvmc/shared-kit/standalone';
import { standalone } from './StandaloneApp';

startStandalone(standalone);
