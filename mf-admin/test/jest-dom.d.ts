// Testing Library's matchers (toBeInTheDocument, ...) for the type checker; jest.setup-dom.cjs loads them at run time.
import '@testing-library/jest-dom';
