require('@testing-library/jest-dom');

// Waits for what a page will show (findBy*, waitFor) are bounds against a hang, not measurements:
// Testing Library's 1 s default failed on a CI-like machine under load (two cores, load 15), where
// loading a lazy page's module and typing into a form took longer than a second. The outcome is
// what the tests assert; a broken page still fails, after this bound.
require('@testing-library/react').configure({ asyncUtilTimeout: 15_000 });
