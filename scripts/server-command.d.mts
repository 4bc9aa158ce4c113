/** Node's arguments for a server process with this environment, run from the project's root. */
export function serverArgs(env?: Record<string, string | undefined>): string[];
/** The environment for a server process: `env` with the allocator settings for the embedded database. */
export function serverEnv<T extends Record<string, string | undefined>>(env?: T): T;
