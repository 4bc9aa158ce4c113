import { Sparkles } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const STEPS = [
  {
    title: 'Get transcripts',
    text: 'Fetch them from feeds or Podcast Index, upload them by hand, or generate them with speech to text.',
  },
  { title: 'Index the words', text: 'Each transcript is split into timed passages and added to the search index.' },
  {
    title: 'Search what was said',
    text: 'Deep search matches topics inside episodes, not only titles and descriptions.',
  },
  {
    title: 'Chat with the episode',
    text: 'Answers quote the passages they come from, with links to the moment in the audio.',
  },
];

/** Why transcripts matter: what enhanced search does with them, step by step. */
export function EnhancedSearchExplainer() {
  return (
    <Card className="bg-gradient-to-br from-brand-50 to-white">
      <CardHeader>
        <CardTitle className="flex items-center gap-2">
          <Sparkles aria-hidden="true" className="size-4 text-brand-600" />
          Enhanced Search with Transcripts
        </CardTitle>
        <CardDescription>
          Episodes with a transcript are found by what is said in them, and can be chatted with.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ol className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((s, i) => (
            <li key={s.title} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-600 text-xs font-bold text-white">
                {i + 1}
              </span>
              <div>
                <p className="text-sm font-semibold text-slate-900">{s.title}</p>
                <p className="text-xs text-slate-600">{s.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </CardContent>
    </Card>
  );
}
