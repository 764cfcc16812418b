// Types of render.mjs for TypeScript callers (the site's server).
// The shapes are the seam's (shell/server/ssrContract.ts), under the names this module used first.
import type { RenderRouteInput, RenderRouteResult } from '../ssrContract';
export type RenderRequest = RenderRouteInput;
export type RenderResult = RenderRouteResult;
export const SSR_BUNDLE: string;
export function renderRoute(request: RenderRequest): Promise<RenderResult | null>;
export function serializeState(state: unknown): string;
export function rendersOnServer(pathname: string): boolean;
export function warmUp(
  config: object,
  options?: { attempts?: number; delayMs?: number; signal?: AbortSignal },
): Promise<void>;
