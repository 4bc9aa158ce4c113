import { z } from 'zod';

/** The streaming account's state (spec: GET /api/{streaming}/status). */
export const StreamingStatus = z.object({
  configured: z.boolean().describe('Whether the server owner has set SPOTIFY_CLIENT_ID'),
  connected: z.boolean().describe('An account is connected (its tokens are kept)'),
  hasValidToken: z.boolean().describe('Spotify still accepts the connection; false once it refused the refresh token'),
});
export type StreamingStatus = z.infer<typeof StreamingStatus>;

export const StreamingAuthUrl = z.object({ authUrl: z.string() });
export type StreamingAuthUrl = z.infer<typeof StreamingAuthUrl>;

/** Where the consent ends: /search?streaming=connected, or =failed with one of these reasons. */
export const STREAMING_CALLBACK_FAILURES = ['denied', 'expired', 'failed'] as const;
export type StreamingCallbackFailure = (typeof STREAMING_CALLBACK_FAILURES)[number];

/** The podcast episode playing on the account (spec: Currently playing); null when nothing or music is playing. */
export const CurrentlyPlaying = z.object({
  episodeId: z.string(),
  episodeName: z.string(),
  showName: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  isPlaying: z.boolean(),
  progressMs: z.number().int(),
  duration: z.number().int().describe('Milliseconds'),
  spotifyUrl: z.string().nullable().describe('The episode on the streaming service'),
});
export type CurrentlyPlaying = z.infer<typeof CurrentlyPlaying>;

export const CurrentlyPlayingResponse = CurrentlyPlaying.nullable();

export const StreamingDisconnected = z.object({ disconnected: z.literal(true) });
