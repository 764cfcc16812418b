/// <reference types="@testing-library/jest-dom" />
// Testing Library's matchers (toBeInTheDocument, ...) for the tests beside the code; the reference
// must come first in the file to take effect.

// Bundled assets are URLs (rspack `asset/resource`); jest maps them to a stub string.
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
