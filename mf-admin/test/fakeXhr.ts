// The upload tests' XMLHttpRequest stand-in lives beside the upload transport, in shared-kit.
export * from '@gsvmc/shared-kit/test/fakeXhr';
