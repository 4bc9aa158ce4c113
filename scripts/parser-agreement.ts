/**
 * How often our feed parser agrees with peers' published expectations (rss-parser,
 * podcast-feed-parser, podcastparser, feedparser) on the fields both sides support.
 * Run: npx tsx scripts/parser-agreement.ts [--details]
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlToText } from '../server/providers/feeds/feed-html';
import type { ParsedEpisode, ParsedFeed } from '../server/providers/feeds/feed-types';
import { parseFeed } from '../server/providers/feeds/parse-feed';

export type SuiteAgreement = {
  suite: string;
  files: number;
  fields: number;
  agreed: number;
  agreementPct: number;
  /** feedparser-py only: tests whose Expect could be evaluated, of all tests. */
  evaluated?: string;
  mismatches: string[];
};

type Tally = { files: number; fields: number; agreed: number; mismatches: string[] };
// biome-ignore lint/suspicious/noExplicitAny: peers' expected JSON has no schema; fields are probed.
type Json = Record<string, any>;

const DEFAULT_DIR = resolve(import.meta.dirname, '..', '..', 'shared', 'fixtures', 'parser-expectations');

const norm = (v: unknown) => (typeof v === 'string' ? htmlToText(v) : v);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && v !== -1;
/** Instants to the second: rss-parser's isoDate sometimes carries a stray millisecond. */
const instant = (v: unknown) => {
  const ms = v instanceof Date ? v.getTime() : typeof v === 'string' ? Date.parse(v) : v;
  return typeof ms === 'number' && !Number.isNaN(ms) ? Math.floor(ms / 1000) : null;
};
/** Reference conversion of "SS", "MM:SS", "HH:MM:SS" written independently of ours. */
const clockSeconds = (v: unknown) => {
  if (typeof v === 'number') return v;
  const parts = String(v).trim().split(':').map(Number);
  return parts.some(Number.isNaN) ? undefined : Math.round(parts.reduce((t, p) => t * 60 + p, 0));
};
const yesNo = (v: unknown) =>
  typeof v === 'boolean'
    ? v
    : /^(yes|true|explicit)$/i.test(String(v))
      ? true
      : /^(no|false|clean)$/i.test(String(v))
        ? false
        : undefined;
const num = (v: unknown) => (v === undefined || v === null || v === '' ? undefined : Number(v));

function check(t: Tally, label: string, theirs: unknown, ours: unknown) {
  if (!present(theirs)) return;
  t.fields++;
  const a = norm(theirs);
  const b = norm(ours ?? null);
  if (a === b || (typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) < 1)) t.agreed++;
  else if (t.mismatches.length < 400)
    t.mismatches.push(`${label}: theirs=${JSON.stringify(a)?.slice(0, 90)} ours=${JSON.stringify(b)?.slice(0, 90)}`);
}

/** Matches a peer's episode to ours by guid, then title, then position. */
function matchEpisode(ours: ParsedEpisode[], guid: unknown, title: unknown, index: number): ParsedEpisode | undefined {
  return (
    (guid ? ours.find((e) => e.guid === guid || e.enclosure?.url === guid) : undefined) ??
    (title ? ours.find((e) => e.title === norm(title)) : undefined) ??
    ours[index]
  );
}

function tryParse(t: Tally, name: string, body: Buffer, opts: Parameters<typeof parseFeed>[1] = {}): ParsedFeed | null {
  try {
    return parseFeed(body, opts);
  } catch (err) {
    t.fields++;
    t.mismatches.push(`${name}: we refused it (${(err as Error).message})`);
    return null;
  }
}

function rssParserSuite(dir: string): Tally {
  const t: Tally = { files: 0, fields: 0, agreed: 0, mismatches: [] };
  for (const file of readdirSync(join(dir, 'expected'))) {
    const name = file.replace(/\.json$/, '');
    const input = readdirSync(join(dir, 'input')).find((f) => f.replace(/\.[^.]+$/, '') === name);
    if (!input) continue;
    const contentType = name === 'encoding' ? 'text/xml; charset=latin1' : null;
    const raw = readFileSync(join(dir, 'expected', file));
    const expected: Json = JSON.parse(name === 'encoding' ? raw.toString('latin1') : raw.toString('utf8')).feed;
    const feed = tryParse(t, name, readFileSync(join(dir, 'input', input)), { contentType });
    t.files++;
    if (!feed) continue;
    check(t, `${name} title`, expected.title, feed.title);
    check(t, `${name} link`, expected.link, feed.link);
    check(t, `${name} description`, expected.description, feed.description);
    check(t, `${name} language`, expected.language, feed.language);
    if (present(expected.itunes?.image) || present(expected.image?.url)) {
      const theirs = [expected.itunes?.image, expected.image?.url].filter(present);
      check(t, `${name} image`, theirs.includes(feed.imageUrl) ? feed.imageUrl : theirs[0], feed.imageUrl);
    }
    (expected.items ?? []).forEach((item: Json, i: number) => {
      const ep = matchEpisode(feed.episodes, item.guid, item.title, i);
      const at = `${name}[${i}]`;
      check(t, `${at} title`, item.title, ep?.title);
      check(t, `${at} guid`, item.guid, ep?.guid);
      check(t, `${at} link`, item.link, ep?.link);
      check(t, `${at} pubDate`, instant(item.isoDate), instant(ep?.publishDate));
      check(t, `${at} enclosure.url`, item.enclosure?.url, ep?.enclosure?.url);
      check(t, `${at} enclosure.type`, item.enclosure?.type, ep?.enclosure?.type);
      if (num(item.enclosure?.length))
        check(t, `${at} enclosure.length`, num(item.enclosure?.length), ep?.enclosure?.length);
      // "0" means unknown to both of us (we say null).
      if (clockSeconds(item.itunes?.duration))
        check(t, `${at} duration`, clockSeconds(item.itunes.duration), ep?.durationSeconds);
      check(t, `${at} explicit`, item.itunes && yesNo(item.itunes.explicit), ep?.explicit);
      check(t, `${at} image`, item.itunes?.image, ep?.imageUrl);
      check(t, `${at} season`, num(item.itunes?.season), ep?.season);
      check(t, `${at} episode`, num(item.itunes?.episode), ep?.episodeNumber);
      check(t, `${at} episodeType`, item.itunes?.episodeType, ep?.episodeType);
    });
  }
  return t;
}

function podcastFeedParserSuite(dir: string): Tally {
  const t: Tally = { files: 0, fields: 0, agreed: 0, mismatches: [] };
  for (const file of readdirSync(join(dir, 'expected'))) {
    const name = file.replace(/\.json$/, '');
    const expected: Json = JSON.parse(readFileSync(join(dir, 'expected', file), 'utf8'));
    const feed = tryParse(t, name, readFileSync(join(dir, 'input', `${name}.xml`)));
    t.files++;
    if (!feed) continue;
    const meta = expected.meta ?? {};
    check(t, `${name} title`, meta.title, feed.title);
    check(t, `${name} link`, meta.link, feed.link);
    check(t, `${name} description`, meta.description, feed.description);
    check(t, `${name} language`, meta.language, feed.language);
    check(t, `${name} explicit`, meta.explicit, feed.explicit);
    (expected.episodes ?? []).forEach((item: Json, i: number) => {
      const ep = matchEpisode(feed.episodes, item.guid, item.title, i);
      const at = `${name}[${i}]`;
      check(t, `${at} title`, item.title, ep?.title);
      check(t, `${at} guid`, item.guid, ep?.guid);
      check(t, `${at} link`, item.link, ep?.link);
      if (item.pubDate && !item.pubDate.startsWith('1970'))
        check(t, `${at} pubDate`, instant(item.pubDate), instant(ep?.publishDate));
      check(t, `${at} enclosure.url`, item.enclosure?.url, ep?.enclosure?.url);
      check(t, `${at} enclosure.type`, item.enclosure?.type, ep?.enclosure?.type);
      if (item.enclosure?.length) check(t, `${at} enclosure.length`, item.enclosure.length, ep?.enclosure?.length);
      if (item.duration) check(t, `${at} duration`, item.duration, ep?.durationSeconds);
      check(t, `${at} explicit`, item.explicit, ep?.explicit);
      check(t, `${at} image`, item.image?.url, ep?.imageUrl);
      check(t, `${at} season`, item.season, ep?.season);
      check(t, `${at} episode`, item.episode, ep?.episodeNumber);
      check(t, `${at} episodeType`, item.episodeType, ep?.episodeType);
    });
  }
  return t;
}

function podcastparserSuite(dir: string): Tally {
  const t: Tally = { files: 0, fields: 0, agreed: 0, mismatches: [] };
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json') && !f.endsWith('.param.json'))) {
    const name = file.replace(/\.json$/, '');
    const expected: Json = JSON.parse(readFileSync(join(dir, file), 'utf8'));
    const feed = tryParse(t, name, readFileSync(join(dir, `${name}.rss`)), {
      baseUrl: `file://tests/data/${name}.rss`,
    });
    t.files++;
    if (!feed) continue;
    // podcastparser names an untitled feed after its URL; we leave that to the caller.
    if (expected.title !== name) check(t, `${name} title`, expected.title, feed.title);
    check(t, `${name} link`, expected.link, feed.link);
    check(t, `${name} description`, expected.description, feed.description);
    check(t, `${name} cover`, expected.cover_url, feed.imageUrl);
    check(t, `${name} language`, expected.language, feed.language);
    check(t, `${name} new_url`, expected.new_url, feed.newFeedUrl);
    (expected.episodes ?? []).forEach((item: Json, i: number) => {
      const ep = matchEpisode(feed.episodes, item.guid, item.title, i);
      const at = `${name}[${i}]`;
      const enclosure = item.enclosures?.[0];
      check(t, `${at} title`, item.title, ep?.title);
      // Their guid falls back to the enclosure URL, as our episode identity does.
      check(t, `${at} guid`, item.guid, ep?.guid ?? ep?.enclosure?.url);
      check(t, `${at} link`, item.link, ep?.link);
      if (item.published) check(t, `${at} published`, item.published, instant(ep?.publishDate));
      if (item.total_time) check(t, `${at} duration`, item.total_time, ep?.durationSeconds);
      check(t, `${at} enclosure.url`, enclosure?.url, ep?.enclosure?.url);
      if (enclosure?.mime_type !== 'application/octet-stream')
        check(t, `${at} enclosure.type`, enclosure?.mime_type, ep?.enclosure?.type);
      check(t, `${at} enclosure.length`, enclosure?.file_size, ep?.enclosure?.length);
      check(t, `${at} image`, item.episode_art_url, ep?.imageUrl);
      check(t, `${at} explicit`, item.explicit, ep?.explicit);
      check(t, `${at} season`, item.season, ep?.season);
      check(t, `${at} episode`, item.number, ep?.episodeNumber);
      check(t, `${at} type`, item.type, ep?.episodeType);
      check(t, `${at} transcript`, item.transcript_url, ep?.transcripts[0]?.url);
      check(t, `${at} chapters`, item.chapters_json_url, ep?.chaptersUrl);
      (item.persons ?? []).forEach((p: Json, j: number) => {
        check(t, `${at} person${j}`, p.name, ep?.persons[j]?.name);
      });
    });
  }
  return t;
}

/** Python string literal ('...' with \x, \u, \' escapes) to a JS string. */
function pyString(literal: string): string {
  return literal
    .slice(1, -1)
    .replace(/\\(x[0-9a-f]{2}|u[0-9a-f]{4}|.)/gi, (_m, e: string) =>
      e.length > 1 ? String.fromCharCode(Number.parseInt(e.slice(1), 16)) : e === 'n' ? '\n' : e === 't' ? '\t' : e,
    );
}

/** feedparser accessors we have an equivalent for. */
const ACCESSORS: Record<string, (f: ParsedFeed) => unknown> = {
  "feed['title']": (f) => f.title,
  "feed['description']": (f) => f.description,
  "feed['image']['href']": (f) => f.imageUrl,
  "feed['itunes_explicit']": (f) => f.explicit,
  "entries[0]['title']": (f) => f.episodes[0]?.title,
  "entries[0]['description']": (f) => f.episodes[0]?.descriptionText,
  "entries[0]['summary']": (f) => f.episodes[0]?.descriptionText,
  'entries[0].summary': (f) => f.episodes[0]?.descriptionText,
  'entries[0].link': (f) => f.episodes[0]?.link,
  "entries[0]['author']": (f) => f.episodes[0]?.author,
  "entries[0]['image']['href']": (f) => f.episodes[0]?.imageUrl,
  "entries[0]['itunes_explicit']": (f) => f.episodes[0]?.explicit,
  "entries[0]['itunes_duration']": (f) => f.episodes[0]?.durationSeconds,
};

function feedparserSuite(dir: string): Tally & { evaluated: number; total: number } {
  const t = { files: 0, fields: 0, agreed: 0, mismatches: [] as string[], evaluated: 0, total: 0 };
  const walk = (d: string): string[] =>
    readdirSync(d, { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)],
    );
  for (const path of walk(dir).filter((p) => p.endsWith('.xml'))) {
    t.total++;
    const body = readFileSync(path);
    const head = body.subarray(0, 2000).toString('latin1');
    const expect = /Expect:\s*(.+)/.exec(head)?.[1]?.trim() ?? '';
    const contentType = /Header:\s*Content-type:\s*(.+)/i.exec(head)?.[1]?.trim() ?? null;
    const clauses = expect.split(/\s+and\s+/).filter((c) => !/^(not\s+)?bozo$/.test(c));
    const checks = clauses.map((c) => /^(.+?)\s+(==|is)\s+(.+)$/.exec(c));
    if (clauses.length === 0 || checks.some((m) => !m || !ACCESSORS[m[1] as string] || /</.test(m[3] as string)))
      continue;
    t.evaluated++;
    t.files++;
    const name = path.slice(dir.length + 1);
    const feed = tryParse(t, name, body, { contentType });
    if (!feed) continue;
    for (const m of checks as RegExpExecArray[]) {
      const [, accessor, , literal] = m as unknown as [string, string, string, string];
      const rawExpected = literal.trim();
      let expected: unknown =
        rawExpected === 'True' || rawExpected === '1'
          ? true
          : rawExpected === 'False' || rawExpected === '0'
            ? false
            : rawExpected === 'None'
              ? null
              : pyString(rawExpected.replace(/^u(?=['"])/, ''));
      if (accessor.includes('itunes_duration')) expected = clockSeconds(expected);
      const ours = (ACCESSORS[accessor] as (f: ParsedFeed) => unknown)(feed);
      t.fields++;
      if (norm(expected) === norm(ours ?? null)) t.agreed++;
      else t.mismatches.push(`${name} ${accessor}: theirs=${JSON.stringify(expected)} ours=${JSON.stringify(ours)}`);
    }
  }
  return t;
}

/** Agreement per peer suite; empty when the shared fixtures are absent. */
export function compareParserAgreement(dir = DEFAULT_DIR): SuiteAgreement[] {
  if (!existsSync(dir)) return [];
  const summary = (suite: string, t: Tally, evaluated?: string): SuiteAgreement => ({
    suite,
    files: t.files,
    fields: t.fields,
    agreed: t.agreed,
    agreementPct: t.fields ? Math.round((t.agreed / t.fields) * 1000) / 10 : 0,
    ...(evaluated ? { evaluated } : {}),
    mismatches: t.mismatches,
  });
  const fp = feedparserSuite(join(dir, 'feedparser-py'));
  return [
    summary('rss-parser', rssParserSuite(join(dir, 'rss-parser'))),
    summary('podcast-feed-parser', podcastFeedParserSuite(join(dir, 'podcast-feed-parser'))),
    summary('podcastparser', podcastparserSuite(join(dir, 'podcastparser'))),
    summary('feedparser-py', fp, `${fp.evaluated} of ${fp.total} tests`),
  ];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const results = compareParserAgreement();
  if (results.length === 0) console.log('Shared fixtures not found; nothing to compare.');
  console.table(results.map(({ mismatches, ...rest }) => rest));
  if (process.argv.includes('--details'))
    for (const r of results) for (const m of r.mismatches) console.log(`${r.suite}: ${m}`);
}
