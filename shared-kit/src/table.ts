// '@gsvmc/shared-kit/table': the admin tables on TanStack Table, a shared singleton of its own (see index.ts).
export * from './ui/DataTable';
