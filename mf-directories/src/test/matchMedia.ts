// The layout tests' matchMedia stand-in lives in shared-kit, shared by every package's tests.
export { setViewportWidth } from '@gsvmc/shared-kit/test/matchMedia';
