// The table rspack.config.mjs generates (.generated/pages.ts) and aliases to this name.
declare module 'gsvmc-monolith-pages' {
  export const pages: Record<string, () => Promise<unknown>>;
}
