/** Month names by their first letters, in English and the languages real feeds localise into. */
const MONTHS: Record<string, number> = {
  jan: 1,
  ene: 1,
  gen: 1,
  jän: 1,
  janv: 1,
  feb: 2,
  fev: 2,
  fév: 2,
  févr: 2,
  fevr: 2,
  mar: 3,
  mär: 3,
  mrt: 3,
  maa: 3,
  marc: 3,
  apr: 4,
  abr: 4,
  avr: 4,
  apl: 4,
  may: 5,
  mai: 5,
  mag: 5,
  mei: 5,
  mayo: 5,
  jun: 6,
  juin: 6,
  giu: 6,
  jul: 7,
  juil: 7,
  lug: 7,
  aug: 8,
  ago: 8,
  aoû: 8,
  aou: 8,
  sep: 9,
  set: 9,
  sept: 9,
  oct: 10,
  out: 10,
  okt: 10,
  ott: 10,
  nov: 11,
  dec: 12,
  dez: 12,
  dic: 12,
  déc: 12,
};

/** Offsets in minutes of the zone names feeds actually use (RFC 822 plus common extras). */
const ZONES: Record<string, number> = {
  ut: 0,
  utc: 0,
  gmt: 0,
  z: 0,
  wet: 0,
  est: -300,
  edt: -240,
  cst: -360,
  cdt: -300,
  mst: -420,
  mdt: -360,
  pst: -480,
  pdt: -420,
  akst: -540,
  akdt: -480,
  hst: -600,
  ast: -240,
  adt: -180,
  nst: -210,
  ndt: -150,
  bst: 60,
  ist: 330,
  cet: 60,
  cest: 120,
  met: 60,
  mest: 120,
  eet: 120,
  eest: 180,
  west: 60,
  msk: 180,
  jst: 540,
  kst: 540,
  hkt: 480,
  sgt: 480,
  awst: 480,
  acst: 570,
  aest: 600,
  aedt: 660,
  nzst: 720,
  nzdt: 780,
  brt: -180,
  art: -180,
};

function monthNumber(word: string): number | null {
  const w = word.toLowerCase().replace(/\.$/, '');
  return MONTHS[w] ?? MONTHS[w.slice(0, 4)] ?? MONTHS[w.slice(0, 3)] ?? null;
}

/** Offset in minutes for "+0200", "-03:00", "+5", "GMT+2", "EST"...; null when not a zone. */
function zoneOffset(zone: string): number | null {
  const z = zone
    .trim()
    .toLowerCase()
    .replace(/^\(|\)$/g, '');
  if (z === '') return 0;
  const numeric = /^(?:gmt|utc)?([+-])(\d{1,2}):?(\d{2})?$/.exec(z);
  if (numeric) {
    const minutes = Number(numeric[2]) * 60 + Number(numeric[3] ?? 0);
    return numeric[1] === '-' ? -minutes : minutes;
  }
  return ZONES[z] ?? null;
}

function build(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
  offsetMinutes: number,
): Date | null {
  const fullYear = year < 100 ? (year < 50 ? 2000 + year : 1900 + year) : year;
  if (month < 1 || month > 12 || day < 1 || day > 31 || hour > 24 || minute > 59 || second > 60) return null;
  const ms = Date.UTC(fullYear, month - 1, day, hour, minute, second) - offsetMinutes * 60_000;
  return Number.isNaN(ms) ? null : new Date(ms);
}

const ISO =
  /^(\d{4})-?(\d{2})-?(\d{2})(?:[T\s]+(\d{1,2}):?(\d{2})(?::?(\d{2})(?:[.,]\d+)?)?\s*(z|[+-]\d{1,2}(?::?\d{2})?|[a-z]{2,5})?)?$/i;
// "Tue, 5 Jun 2018 10:00:00 +0000", "05 Jun 2018 10:00 EST", "Seg, 24 Set 2018 19:22:00 -0300"
const DAY_FIRST =
  /^(?:[^\d\s,]+\.?,?\s*)?(\d{1,2})(?:\.|st|nd|rd|th)?[\s\-/]+([^\d\s,\-/]+)[\s\-/,]+(\d{2,4})(?:[\sT,]+(\d{1,2})[:.](\d{1,2})(?:[:.](\d{1,2}))?(?:\.\d+)?)?\s*(am|pm)?\s*(.*)$/i;
// "June 5, 2018 10:00:00 PDT", "Tue, Jun 05 2018 10:00:00 GMT"
const MONTH_FIRST =
  /^(?:[^\d\s,]+\.?,?\s+)?([^\d\s,]+)\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?:[\sT,]+(\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?\s*(am|pm)?\s*(.*)$/i;

function fromParts(m: RegExpExecArray, dayIdx: number, monthIdx: number): Date | null {
  const month = monthNumber(m[monthIdx] as string);
  if (!month) return null;
  let hour = Number(m[4] ?? 0);
  const meridiem = m[7]?.toLowerCase();
  if (meridiem === 'pm' && hour < 12) hour += 12;
  if (meridiem === 'am' && hour === 12) hour = 0;
  const offset = zoneOffset(m[8] ?? '');
  return build(Number(m[3]), month, Number(m[dayIdx]), hour, Number(m[5] ?? 0), Number(m[6] ?? 0), offset ?? 0);
}

/**
 * Reads the publish dates real feeds write: RFC 822 with or without weekday, single-digit days,
 * missing seconds, named zones (EST, PDT...), ISO 8601, and localised month names. Null when the
 * text is not a date; an unknown zone name counts as UTC rather than losing the date.
 */
export function parseFeedDate(input: string | null | undefined): Date | null {
  if (!input) return null;
  const text = input.trim().replace(/\s+/g, ' ');
  if (!text) return null;

  const iso = ISO.exec(text);
  if (iso) {
    const offset = iso[7] ? zoneOffset(iso[7].toLowerCase() === 'z' ? 'z' : iso[7]) : 0;
    return build(
      Number(iso[1]),
      Number(iso[2]),
      Number(iso[3]),
      Number(iso[4] ?? 0),
      Number(iso[5] ?? 0),
      Number(iso[6] ?? 0),
      offset ?? 0,
    );
  }
  const dayFirst = DAY_FIRST.exec(text);
  if (dayFirst) {
    const date = fromParts(dayFirst, 1, 2);
    if (date) return date;
  }
  const monthFirst = MONTH_FIRST.exec(text);
  if (monthFirst) {
    const swapped = [...monthFirst] as unknown as RegExpExecArray;
    const date = fromParts(swapped, 2, 1);
    if (date) return date;
  }
  // V8 reads almost anything as a date ("1" is 2001), so only trust it when a year is present.
  if (!/\b\d{4}\b/.test(text)) return null;
  const fallback = Date.parse(text);
  return Number.isNaN(fallback) ? null : new Date(fallback);
}
