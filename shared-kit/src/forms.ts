// '@gsvmc/shared-kit/forms': form state on react-hook-form, a shared singleton of its own (see index.ts).
export * from './forms/forms';
