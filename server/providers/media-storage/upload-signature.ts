import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long an upload URL stays valid. A PUT that started in time may run past it. */
export const UPLOAD_URL_LIFETIME_SECONDS = 15 * 60;

/** The signature of a local upload URL: HMAC-SHA256 over the upload id and its expiry. */
export function signUpload(secret: string, uploadId: string, expires: number): string {
  return createHmac('sha256', secret).update(`audiobook-upload\n${uploadId}\n${expires}`).digest('hex');
}

/** Why a signed upload URL is refused, or null when it is good now. */
export function checkUploadSignature(
  secret: string,
  uploadId: string,
  expires: string | undefined,
  signature: string | undefined,
  now = Date.now(),
): 'expired' | 'invalid' | null {
  const when = Number(expires);
  if (!expires || !signature || !Number.isInteger(when) || !/^[0-9a-f]{64}$/.test(signature)) return 'invalid';
  const expected = Buffer.from(signUpload(secret, uploadId, when), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex'))) return 'invalid';
  if (when * 1000 < now) return 'expired';
  return null;
}
