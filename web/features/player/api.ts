/** What other features use of the player: its controls and the episode shape it plays. */
export {
  PLAYBACK_RATES,
  type PlayableEpisode,
  type PlayerControls,
  type PlayOptions,
  usePlayer,
  usePlayerTime,
} from './player-state';
