/** Node's arguments for a server process, run from the project's root. */
export const serverArgs: string[];
