// A small stand-in for the API in component tests: routes by method and path under /api.
// Each handler answers with a Response; unmatched calls fail the test loudly.

export interface MockRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  request: Request;
}

export type MockHandler = (req: MockRequest) => Response | Promise<Response>;

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export const apiError = (status: number, message: string, code = 'ERROR') => json({ message, code }, status);

/** A fetch failure such as the API being down. */
export const networkError = (): Response => {
  throw new TypeError('Failed to fetch');
};

/**
 * Installs a fetch mock. Keys are "METHOD /path" relative to /api, e.g. "GET /notices",
 * "DELETE /notices/:id". Returns the jest mock so tests can inspect calls.
 */
export function mockFetch(routes: Record<string, MockHandler>) {
  const compiled = Object.entries(routes).map(([key, handler]) => {
    const [method, pattern] = key.split(' ') as [string, string];
    const re = new RegExp(`^${pattern.replace(/:[^/]+/g, '[^/]+')}$`);
    return { method, re, handler };
  });
  const calls: MockRequest[] = [];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname.replace(/^\/api/, '');
    const req: MockRequest = {
      method: request.method,
      path,
      search: url.searchParams,
      headers: request.headers,
      request,
    };
    calls.push(req);
    const route = compiled.find((r) => r.method === request.method && r.re.test(path));
    if (!route) throw new Error(`mockFetch: no handler for ${request.method} ${path}`);
    return route.handler(req);
  });
  global.fetch = fn as unknown as typeof fetch;
  return Object.assign(fn, { calls });
}
