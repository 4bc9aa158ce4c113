import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

describe('request log lines', () => {
  it('keep the path and drop the query string, where what a listener typed would be', () => {
    const logger = createLogger('info') as { serializers: { req: (req: unknown) => unknown } };
    expect(
      logger.serializers.req({ method: 'GET', url: '/api/episodes?search=my%20secret&listener=abc', id: 'r1' }),
    ).toEqual({ method: 'GET', url: '/api/episodes', id: 'r1' });
  });
});
