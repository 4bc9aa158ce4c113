/** What other features use of the player: its controls and the episode shape it plays. */
export { type PlayableEpisode, type PlayerControls, type PlayOptions, usePlayer, usePlayerTime } from './player-state';
