/** What other features use of the player: its controls, the episode shape it plays, its chapters. */
export { chapterTarget, useChapters } from './chapters';
export {
  PLAYBACK_RATES,
  type PlayableEpisode,
  type PlayerControls,
  type PlayOptions,
  usePlayer,
  usePlayerTime,
} from './player-state';
