import { formatTimestamp } from '../../../common/timestamp';
import type { AiProvider, Answer, AnswerCitation, AnswerInput, ExplainInput, ProviderState } from './ai-provider';
import { questionInContext } from './follow-up';
import { citationOf, type LocalAiProvider } from './local.provider';
import { ChatCallError, type ChatMessage, chatCompletion } from './openai-chat';
import type { ProviderStatusStore } from './provider-status.store';

/** How many retrieved passages the model sees. */
const MODEL_PASSAGES = 5;
const STATUS_NAME = 'openai';
/** A success is written back at most this often, so asks do not each cost a write. */
const REFRESH_AVAILABLE_MS = 60_000;

const KIND_NAME = { episode: 'podcast episode', video: 'video', book: 'audiobook' } as const;

const systemPrompt = (kind: keyof typeof KIND_NAME) =>
  [
    `You answer questions about one ${KIND_NAME[kind]} using ONLY the numbered transcript passages you are given.`,
    'Cite every claim with the passage number in square brackets, like [1] or [2].',
    'If the passages do not answer the question, say so plainly. Keep the answer under 120 words.',
  ].join(' ');

export type OpenAiProviderOptions = {
  apiKey?: string;
  baseUrl?: string;
  model: string;
  /** How long one model call may take before the local answer stands in (OPENAI_TIMEOUT_MS). */
  timeoutMs: number;
  local: LocalAiProvider;
  store: ProviderStatusStore;
};

/**
 * Any OpenAI-compatible chat endpoint (OpenAI, Ollama, vLLM, llama.cpp server). Retrieval stays
 * ours: the model only sees the passages we picked and must cite them. When it fails, times
 * out or is out of quota, the local answer stands in and the state is recorded for admin status.
 */
export class OpenAiProvider implements AiProvider {
  readonly name = 'openai' as const;
  readonly model: string;
  private lastSaved: ProviderState | null = null;

  constructor(private readonly opts: OpenAiProviderOptions) {
    this.model = opts.model;
  }

  private get chat() {
    return {
      apiKey: this.opts.apiKey,
      baseUrl: this.opts.baseUrl,
      model: this.opts.model,
      timeoutMs: this.opts.timeoutMs,
    };
  }

  private get configured(): boolean {
    return Boolean(this.opts.apiKey || this.opts.baseUrl);
  }

  async status(): Promise<ProviderState> {
    if (!this.configured)
      return {
        status: 'not_configured',
        lastCheck: null,
        quotaReset: null,
        errorMessage: 'OPENAI_API_KEY or OPENAI_BASE_URL is not set',
      };
    const stored = await this.opts.store.load(STATUS_NAME);
    return (
      stored ?? {
        status: 'available',
        lastCheck: null,
        quotaReset: null,
        errorMessage: null,
      }
    );
  }

  async check(): Promise<ProviderState> {
    if (!this.configured) return this.status();
    try {
      await chatCompletion(this.chat, [{ role: 'user', content: 'Reply with OK.' }], 1);
      return this.record(
        {
          status: 'available',
          lastCheck: new Date(),
          quotaReset: null,
          errorMessage: null,
        },
        true,
      );
    } catch (err) {
      return this.recordFailure(err);
    }
  }

  async answer(input: AnswerInput): Promise<Answer> {
    // "Tell me more" and "what else?" quote the transcript itself, as the embedded provider does.
    const followed = this.opts.local.followUp(input);
    if (followed) return { ...followed, provider: 'local', fallback: false };
    const question = questionInContext(input.question, input.earlier);
    if (question !== input.question) return this.answer({ ...input, question, earlier: undefined });
    const { spans, index } = this.opts.local.retriever.retrieve(input.passages, input.question, {
      title: input.contentTitle,
      limit: MODEL_PASSAGES,
    });
    if (spans.length === 0 || !this.configured) return this.fallback(input);
    const passages = spans.map((s) => citationOf(index, s));
    const numbered = passages
      .map(
        (p, i) =>
          `[${i + 1}] (${p.startSeconds === null ? 'untimed' : formatTimestamp(p.startSeconds)}${p.speaker ? `, ${p.speaker}` : ''}) ${p.text}`,
      )
      .join('\n\n');
    const messages: ChatMessage[] = [
      { role: 'system', content: systemPrompt(input.contentKind ?? 'episode') },
      {
        role: 'user',
        content: `${input.contentKind === 'book' ? 'Audiobook' : input.contentKind === 'video' ? 'Video' : 'Episode'}: ${input.contentTitle}\n\nPassages:\n${numbered}\n\nQuestion: ${input.question}`,
      },
    ];
    let text: string;
    try {
      text = await chatCompletion(this.chat, messages, 400);
    } catch (err) {
      await this.recordFailure(err);
      return this.fallback(input);
    }
    await this.record({
      status: 'available',
      lastCheck: new Date(),
      quotaReset: null,
      errorMessage: null,
    });
    return {
      ...withTimestamps(text, passages),
      provider: 'openai',
      fallback: false,
    };
  }

  async explain(input: ExplainInput): Promise<string> {
    const local = await this.opts.local.explain(input);
    if (!this.configured) return local;
    try {
      return await chatCompletion(
        this.chat,
        [
          {
            role: 'system',
            content:
              'In one or two sentences, say why this episode matches the question, using only the evidence given.',
          },
          {
            role: 'user',
            content: `Question: ${input.question}\nEpisode: ${input.title}\nEvidence: ${local}`,
          },
        ],
        120,
      );
    } catch (err) {
      await this.recordFailure(err);
      return local;
    }
  }

  private async fallback(input: AnswerInput): Promise<Answer> {
    const local = await this.opts.local.answer(input);
    return { ...local, fallback: true };
  }

  private async recordFailure(err: unknown): Promise<ProviderState> {
    const failure = err instanceof ChatCallError ? err : new ChatCallError((err as Error).message, 'error');
    return this.record(
      {
        status: failure.kind,
        lastCheck: new Date(),
        quotaReset: failure.quotaReset,
        errorMessage: failure.message,
      },
      true,
    );
  }

  private async record(state: ProviderState, always = false): Promise<ProviderState> {
    const last = this.lastSaved;
    const fresh =
      last &&
      last.status === state.status &&
      state.lastCheck &&
      last.lastCheck &&
      state.lastCheck.getTime() - last.lastCheck.getTime() < REFRESH_AVAILABLE_MS;
    if (always || !fresh) {
      await this.opts.store.save(STATUS_NAME, state);
      this.lastSaved = state;
    }
    return state;
  }
}

/**
 * Turns the model's `[n]` references into `[m:ss]` timestamps and orders the citations by
 * first mention; without references, the passages keep their retrieval order.
 */
export function withTimestamps(
  text: string,
  passages: (AnswerCitation & { speaker?: string | null })[],
): { answer: string; citations: AnswerCitation[] } {
  const order: number[] = [];
  const answer = text.replace(/\[(\d+(?:\s*,\s*\d+)*)\]/g, (whole, list: string) => {
    const parts = list.split(',').map((n) => Number(n.trim()) - 1);
    if (parts.some((n) => !passages[n])) return whole;
    for (const n of parts) if (!order.includes(n)) order.push(n);
    return parts
      .map((n) =>
        passages[n].startSeconds === null ? `[${n + 1}]` : `[${formatTimestamp(passages[n].startSeconds as number)}]`,
      )
      .join(' ');
  });
  const cited = order.length ? order.map((n) => passages[n]) : passages.slice(0, 3);
  return {
    answer: answer.trim(),
    citations: cited.map(({ startSeconds, endSeconds, text: t }) => ({
      startSeconds,
      endSeconds,
      text: t,
    })),
  };
}
