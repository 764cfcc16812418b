// '@gsvmc/shared-kit/refusals': an API refusal worded in the reader's language from its code. Only
// forms that send something meet a refusal (login, the admin portal, the alumni staff tools), so each
// of those bundles this entry (it holds no state: the locale comes from the kit by its shared name)
// and a visitor reading a public page never downloads its catalog. Not shared: a shared key costs
// bytes in every page's federation entries.
export * from './api/refusals/wordRefusal';
