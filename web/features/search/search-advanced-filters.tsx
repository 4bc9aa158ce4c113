import type { ReactNode } from 'react';
import { DURATION_BANDS, RELEVANCE_THRESHOLD_OPTIONS, SEARCH_FORM_DEFAULT_THRESHOLD } from '../../../common/constants';
import { Input } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '../../components/ui/select';
import { Switch } from '../../components/ui/switch';
import { type SearchFormValues, UPLOAD_DATES } from './search-form-values';

const THRESHOLDS = [
  ...RELEVANCE_THRESHOLD_OPTIONS.map((o) => ({ value: o.value, label: `${o.label} (${o.description})` })),
  { value: SEARCH_FORM_DEFAULT_THRESHOLD, label: 'Broad (30%+)' },
];

function Field({ label, htmlFor, children }: { label: string; htmlFor: string; children: ReactNode }) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={htmlFor}>{label}</Label>
      {children}
    </div>
  );
}

/** Duration, upload date, date range, relevance, AI and depth: the panel behind 'Advanced filters'. */
export function SearchAdvancedFilters({
  id,
  values,
  set,
}: {
  id: string;
  values: SearchFormValues;
  set: (patch: Partial<SearchFormValues>) => void;
}) {
  return (
    <div
      id={id}
      className="mt-3 grid gap-4 rounded-xl border border-slate-200 bg-slate-50/70 p-4 sm:grid-cols-2 lg:grid-cols-3"
    >
      <Field label="Duration" htmlFor={`${id}-duration`}>
        <Select value={values.duration} onValueChange={(v) => set({ duration: v as SearchFormValues['duration'] })}>
          <SelectTrigger id={`${id}-duration`} aria-label="Duration">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="any">Any length</SelectItem>
            {(Object.keys(DURATION_BANDS) as (keyof typeof DURATION_BANDS)[]).map((k) => (
              <SelectItem key={k} value={k}>
                {DURATION_BANDS[k].label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label="Upload date" htmlFor={`${id}-upload`}>
        <Select
          value={values.uploadDate}
          onValueChange={(v) => set({ uploadDate: v as SearchFormValues['uploadDate'] })}
        >
          <SelectTrigger id={`${id}-upload`} aria-label="Upload date">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {UPLOAD_DATES.map(([v, label]) => (
              <SelectItem key={v} value={v}>
                {label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label="Relevance threshold" htmlFor={`${id}-threshold`}>
        <Select value={String(values.relevanceThreshold)} onValueChange={(v) => set({ relevanceThreshold: Number(v) })}>
          <SelectTrigger id={`${id}-threshold`} aria-label="Relevance threshold">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {THRESHOLDS.map((t) => (
              <SelectItem key={t.value} value={String(t.value)}>
                {t.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </Field>
      <Field label="Published from" htmlFor={`${id}-from`}>
        <Input
          id={`${id}-from`}
          type="date"
          value={values.dateFrom}
          onChange={(e) => set({ dateFrom: e.target.value })}
        />
      </Field>
      <Field label="Published until" htmlFor={`${id}-to`}>
        <Input id={`${id}-to`} type="date" value={values.dateTo} onChange={(e) => set({ dateTo: e.target.value })} />
      </Field>
      <Field label="Search depth" htmlFor={`${id}-depth`}>
        <Select
          value={values.searchDepth}
          onValueChange={(v) => set({ searchDepth: v as SearchFormValues['searchDepth'] })}
        >
          <SelectTrigger id={`${id}-depth`} aria-label="Search depth">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="quick">Quick: titles, descriptions, people</SelectItem>
            <SelectItem value="deep">Deep: also transcripts</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-3">
        <Switch id={`${id}-ai`} checked={values.useAI} onCheckedChange={(useAI) => set({ useAI })} />
        <Label htmlFor={`${id}-ai`}>Use AI to explain and rank matches</Label>
      </div>
    </div>
  );
}
