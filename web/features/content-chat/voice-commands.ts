import type { VoiceBookmarkAction } from '../../../common/api/saved';
import { VOICE_COMMAND_CONFIDENCE, VOICE_COMMAND_MIN_CONFIDENCE } from '../../../common/constants';

export type VoiceCommand = { action: VoiceBookmarkAction; confidence: number };

/** A command names the episode ("this", "it", "for later") or is said on its own, not inside a question. */
const COMMAND_FORM = /^(?:(?:hey |ok |okay )?borris,? )?(?:please )?(?:can you |could you )?[a-z]+\b.{0,40}$/;
const REFERS_TO_EPISODE = /\b(this|it|episode|for later|my list|saved|bookmarks?)\b/;

const RULES: { action: VoiceBookmarkAction; pattern: RegExp }[] = [
  // Unsave first: "remove from saved" also contains a save word.
  { action: 'unsave', pattern: /\b(remove|unsave|un-save|delete|unbookmark)\b/ },
  { action: 'playlist', pattern: /\b(playlist|play list|add (?:it |this )?to (?:my )?queue)\b/ },
  { action: 'save', pattern: /\b(save|bookmark|keep|remember|favou?rite)\b/ },
];

/**
 * Local phrase matching for voice bookmarks (spec §4 Conversation voice): save words mean save
 * (0.9), playlist words mean playlist (0.9), remove/unsave/delete mean unsave (0.8). A command word
 * inside a longer question ("how do I save money?") scores below the 0.7 bar and does not run.
 */
export function matchVoiceCommand(spoken: string): VoiceCommand | null {
  const text = spoken
    .toLowerCase()
    .replace(/[.!?]+$/g, '')
    .trim();
  if (!text) return null;
  const rule = RULES.find((r) => r.pattern.test(text));
  if (!rule) return null;
  const commandLike = COMMAND_FORM.test(text) && REFERS_TO_EPISODE.test(text) && !text.includes('?');
  const confidence = commandLike ? VOICE_COMMAND_CONFIDENCE[rule.action] : 0.4;
  return { action: rule.action, confidence };
}

/** The command to run, or null when none is confident enough. */
export function voiceCommandToRun(spoken: string): VoiceCommand | null {
  const command = matchVoiceCommand(spoken);
  return command && command.confidence >= VOICE_COMMAND_MIN_CONFIDENCE ? command : null;
}
