// One ESLint config for every package; the rules and why they live in lint/ are in lint/eslint.config.mjs.
export { default } from './lint/eslint.config.mjs';
