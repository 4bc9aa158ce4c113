import { PageHeader } from '../components/layout/page-header';
import { AdminIntro } from '../features/admin/admin-intro';
import { AdminTokenGate } from '../features/admin/admin-token-gate';
import { ApiStatusCard } from '../features/admin/api-status-card';
import { BatchGenerateCard } from '../features/transcripts/batch-generate-card';
import { EnhancedSearchExplainer } from '../features/transcripts/enhanced-search-explainer';
import { FeedAutoFetchCard } from '../features/transcripts/feed-auto-fetch-card';
import { PodcastIndexCard } from '../features/transcripts/podcastindex-card';
import { TranscriptLibrary } from '../features/transcripts/transcript-library';
import { TranscriptStatusCard } from '../features/transcripts/transcript-status-card';
import { TranscriptTester } from '../features/transcripts/transcript-tester';
import { TranscriptUploader } from '../features/transcripts/transcript-uploader';

export function AdminPage() {
  return (
    <div className="space-y-6">
      <PageHeader title="Admin" description="Transcript tools and system status." />
      <AdminIntro />
      <AdminTokenGate />
      <ApiStatusCard />
      <h2 className="pt-2 text-xl font-bold tracking-tight text-slate-900">Transcript Tools</h2>
      <EnhancedSearchExplainer />
      <TranscriptStatusCard />
      <div className="grid gap-6 lg:grid-cols-2">
        <FeedAutoFetchCard />
        <PodcastIndexCard />
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <TranscriptUploader />
        <BatchGenerateCard />
      </div>
      <TranscriptTester />
      <TranscriptLibrary />
    </div>
  );
}
