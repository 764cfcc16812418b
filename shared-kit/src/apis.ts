// The kit's API definitions, as an entry of its own for the shell's start-up only: RTK Query's
// createApi and each injectEndpoints cost a phone tens of milliseconds, so the shell evaluates them in
// tasks of their own before the rest of the kit (shell/src/bootstrap.tsx). These are the very modules
// the kit's core exports (one module per file in a build): nothing is created twice.
export { baseApi } from './api/baseApi';
export { contentApi } from './api/contentApi';
export { pagesApi } from './api/pagesApi';
export { journalApi } from './api/journalApi';
export { authApi } from './auth/authApi';
