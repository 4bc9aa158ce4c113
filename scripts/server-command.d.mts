/**
 * How to start a server process with this environment, run from the project's root: Node's
 * arguments, and the environment with the allocator settings of the embedded database.
 */
export function serverCommand<T extends Record<string, string | undefined>>(env?: T): { args: string[]; env: T };
