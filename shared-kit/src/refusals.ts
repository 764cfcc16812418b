// '@gsvmc/shared-kit/refusals': an API refusal worded in the reader's language from its code, a shared
// singleton of its own (see index.ts). Only forms that send something meet a refusal (login, the admin
// portal, the alumni staff tools), so a visitor reading a public page never downloads its catalog.
export * from './api/refusals/wordRefusal';
