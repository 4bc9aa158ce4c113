import { z } from 'zod';

/** The id of every stored row: a UUID. */
export const Uuid = z.uuid();

/** True when the text is a UUID, so it can name a stored row. */
export const isUuid = (value: string): boolean => Uuid.safeParse(value).success;
