// Testing Library matchers (toBeInTheDocument, ...) for the type-checker; jest loads them in jest.setup-dom.cjs.
/// <reference types="@testing-library/jest-dom" />
