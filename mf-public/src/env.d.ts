// Bundled assets are URLs (rspack `asset/resource`); jest maps them to a stub string.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}

// Testing Library's matchers (toBeInTheDocument, ...) for the tests beside the code.
/// <reference types="@testing-library/jest-dom" />
