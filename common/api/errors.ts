import { z } from 'zod';

export const ErrorBody = z
  .object({
    error: z.object({
      code: z.string().describe('Stable machine-readable code, e.g. creators.not_found'),
      message: z.string().describe('A sentence a listener can read'),
    }),
  })
  .describe('Every error answer has this shape');
export type ErrorBody = z.infer<typeof ErrorBody>;

/** Standard error responses to list on a route, so OpenAPI documents them. */
export const errorResponses = {
  400: ErrorBody,
  404: ErrorBody,
  503: ErrorBody.describe('Busy or not set up: try again later (see Retry-After)'),
} as const;
