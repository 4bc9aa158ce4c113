import { Activity, FileText, type LucideIcon, Upload } from 'lucide-react';
import { Card, CardDescription, CardHeader, CardTitle } from '../../components/ui/card';

const INTRO: { title: string; text: string; icon: LucideIcon }[] = [
  { title: 'Transcript Upload', text: 'Add a transcript to an episode so listeners can chat with it.', icon: Upload },
  { title: 'Content Library', text: 'See which episodes have transcripts and which still need one.', icon: FileText },
  { title: 'System Status', text: 'Check the AI provider, speech to text and the database.', icon: Activity },
];

export function AdminIntro() {
  return (
    <div className="grid gap-4 md:grid-cols-3">
      {INTRO.map(({ title, text, icon: Icon }) => (
        <Card key={title}>
          <CardHeader>
            <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
              <Icon aria-hidden="true" className="size-5" />
            </div>
            <CardTitle>{title}</CardTitle>
            <CardDescription>{text}</CardDescription>
          </CardHeader>
        </Card>
      ))}
    </div>
  );
}
