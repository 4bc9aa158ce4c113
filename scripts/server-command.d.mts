/** Node's arguments for a server process with this environment, run from the project's root. */
export function serverArgs(env?: Record<string, string | undefined>): string[];
