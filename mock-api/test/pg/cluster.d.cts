// Types of cluster.cjs, for the TypeScript tests that import it.
export interface Availability {
  ok: boolean;
  reason?: string;
}
export function findPgBin(where?: { env?: NodeJS.ProcessEnv; debianRoot?: string }): string | undefined;
export function postgresAvailability(where?: { env?: NodeJS.ProcessEnv; debianRoot?: string }): Availability;
export function freePort(): Promise<number>;
