/** One timed line of a transcript, as the AI providers read it. */
export type TimedText = {
  startSeconds: number | null;
  endSeconds: number | null;
  speaker: string | null;
  text: string;
};

export type AnswerCitation = {
  startSeconds: number | null;
  endSeconds: number | null;
  text: string;
};

/** A question asked before in the same chat, with where its answer quoted the transcript. */
export type EarlierTurn = {
  question: string;
  cited: { startSeconds: number | null; endSeconds: number | null }[];
};

export type AnswerInput = {
  question: string;
  /** The chat's earlier questions, oldest first: "tell me more" and "why is that?" read them. */
  earlier?: EarlierTurn[];
  /** The whole transcript, in order; each provider retrieves from it what answers the question. */
  passages: TimedText[];
  contentTitle: string;
  /** What the transcript is of, for the answer's wording; an episode unless said. */
  contentKind?: ContentKind;
};

export type ContentKind = 'episode' | 'video' | 'book';

export type Answer = {
  answer: string;
  /** Most relevant first: the first citation is the best evidence for the answer. */
  citations: AnswerCitation[];
  provider: 'local' | 'openai';
  /** True when the configured model failed and the local answer stands in. */
  fallback: boolean;
};

export type ProviderHealth = 'available' | 'quota_exceeded' | 'error' | 'not_configured';

/** A provider's last known state, as admin status reports it. */
export type ProviderState = {
  status: ProviderHealth;
  lastCheck: Date | null;
  quotaReset: Date | null;
  errorMessage: string | null;
};

export type ExplainInput = {
  question: string;
  title: string;
  evidence: TimedText[];
};

/**
 * A language-model provider. Retrieval is always ours; a provider only writes from the
 * passages it is given, and every answer cites them with timestamps.
 */
export interface AiProvider {
  readonly name: 'local' | 'openai';
  /** The model behind it ('extractive' for the local provider). */
  readonly model: string;
  /** The last known state, from memory or the provider_status table. */
  status(): Promise<ProviderState>;
  answer(input: AnswerInput): Promise<Answer>;
  /** A one-paragraph reason why a piece of content matches a question. */
  explain?(input: ExplainInput): Promise<string>;
  /** Probes the provider now (a tiny request for remote ones) and records the result. */
  check(): Promise<ProviderState>;
}
