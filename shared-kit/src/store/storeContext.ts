/** What the store's API calls know of where they are made (thunk `extra`, read by the base query). */
export interface StoreContext {
  /**
   * On the site's server only: the address of the visitor whose page is being rendered, sent as
   * X-Forwarded-For so that the API counts the page's calls against that visitor's per-address
   * limits rather than against the server, which stands for everyone. Never set in the browser.
   */
  forwardedFor?: string;
}
