/** The app's port in the journeys, and the loopback fakes of outside APIs the app is pointed at. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 5300);
export const SPOTIFY_FAKE_PORT = E2E_PORT + 7;
export const YOUTUBE_FAKE_PORT = E2E_PORT + 8;
