import { AUTO_QUEUE_RELEVANCE_GREEN, AUTO_QUEUE_RELEVANCE_YELLOW } from '../../../common/constants';

/** Relevance out of 10 (spec §4): 8+ green, 6+ yellow, else gray. */
export function relevanceVariant(score: number): 'success' | 'warning' | 'secondary' {
  if (score >= AUTO_QUEUE_RELEVANCE_GREEN) return 'success';
  if (score >= AUTO_QUEUE_RELEVANCE_YELLOW) return 'warning';
  return 'secondary';
}

export function formatRelevance(score: number): string {
  return `${Math.round(score * 10) / 10}/10`;
}
