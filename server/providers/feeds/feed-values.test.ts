import { describe, expect, it } from 'vitest';
import { parseFeedDate } from './feed-dates';
import { parseDuration, parseExplicit, parseLength, parseWholeNumber, resolveUrl } from './feed-values';

describe('parseFeedDate', () => {
  it.each([
    ['Wed, 18 Mar 2020 09:52:39 -0000', '2020-03-18T09:52:39.000Z'],
    ['18 Mar 2020 09:52:39 +0100', '2020-03-18T08:52:39.000Z'],
    ['Tue, 5 Mar 2024 9:05 PST', '2024-03-05T17:05:00.000Z'],
    ['Thu, 01 Jun 2017 10:00:00 EDT', '2017-06-01T14:00:00.000Z'],
    ['Mon, 02 Jan 2006 15:04:05 GMT', '2006-01-02T15:04:05.000Z'],
    ['Sun, 3 Feb 19 10:00:00 +00:00', '2019-02-03T10:00:00.000Z'],
    ['2024-02-27T08:00:00+01:00', '2024-02-27T07:00:00.000Z'],
    ['2024-02-27T08:00:00.123Z', '2024-02-27T08:00:00.000Z'],
    ['2024-02-27', '2024-02-27T00:00:00.000Z'],
    ['2024-02-27 08:00', '2024-02-27T08:00:00.000Z'],
    ['Seg, 24 Set 2018 19:22:00 -0300', '2018-09-24T22:22:00.000Z'],
    ['Sáb, 06 Out 2018 10:00:00 -0300', '2018-10-06T13:00:00.000Z'],
    ['lun., 3 déc. 2018 10:00:00 +0100', '2018-12-03T09:00:00.000Z'],
    ['June 5, 2018 10:00:00 PDT', '2018-06-05T17:00:00.000Z'],
    ['Tue, 10 Jun 2003 04:00:00 PM EST', '2003-06-10T21:00:00.000Z'],
    ['Fri, 13 Oct 2023 10:00:00 XYZ', '2023-10-13T10:00:00.000Z'],
  ])('reads %s', (input, iso) => {
    expect(parseFeedDate(input)?.toISOString()).toBe(iso);
  });

  it.each(['', '   ', 'soon', '1', 'Tue, 45 Foo 2020'])('returns null for %j', (input) => {
    expect(parseFeedDate(input)).toBeNull();
  });
});

describe('parseDuration', () => {
  it.each([
    ['1852', 1852],
    ['1852.6', 1853],
    ['30:52', 1852],
    ['00:30:52', 1852],
    ['1:02:03', 3723],
    [' 01:02:03.500 ', 3724],
    ['45 min', 2700],
    ['1h 2m 3s', 3723],
    ['about 12:00 minutes', 720],
  ])('reads %j as %i seconds', (input, seconds) => {
    expect(parseDuration(input)).toBe(seconds);
  });

  it.each(['', '0', '00:00:00', 'unknown', null])('returns null for %j', (input) => {
    expect(parseDuration(input)).toBeNull();
  });
});

describe('small values', () => {
  it('reads explicit flags', () => {
    expect([parseExplicit('Yes'), parseExplicit('explicit'), parseExplicit('true')]).toEqual([true, true, true]);
    expect([parseExplicit('no'), parseExplicit('clean'), parseExplicit('False')]).toEqual([false, false, false]);
    expect(parseExplicit('maybe')).toBeNull();
  });

  it('reads whole numbers and lengths strictly', () => {
    expect(parseWholeNumber(' 12 ')).toBe(12);
    expect(parseWholeNumber('3a')).toBeNull();
    expect(parseWholeNumber('1.5')).toBeNull();
    expect(parseLength('0')).toBeNull();
    expect(parseLength('5000000000')).toBe(5_000_000_000);
  });

  it('resolves relative URLs against the feed address and leaves absolute ones', () => {
    expect(resolveUrl('../a.mp3', 'https://x.test/p/feed.xml')).toBe('https://x.test/a.mp3');
    expect(resolveUrl(' https://y.test/b ', 'https://x.test/')).toBe('https://y.test/b');
    expect(resolveUrl('//cdn.test/c.jpg', undefined)).toBe('https://cdn.test/c.jpg');
    expect(resolveUrl('  ', 'https://x.test/')).toBeNull();
  });
});
