// '@gsvmc/shared-kit/standalone': a remote's own dev page (its store, router, sign-in and toasts).
// Only the remotes' dev bootstraps import it, so it is bundled there and not shared: the composed
// site, where the shell provides all of this, never downloads it.
export * from './standalone/Standalone';
