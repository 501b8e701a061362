// Spec 002 §7 `downloadUrls`: a signed URL and the SHA-256 of each object asked for, in the order
// asked. This backend signs whatever keys it is given (the specification does not name them): the
// hash is the SHA-256 of the key's name, and the URLs alternate between an absolute https address on
// a download host and a path on this origin.
import { createHash } from 'node:crypto';

export interface SignedDownload {
  url: string;
  userMetadata: { sha256: string; size: number; contentType: string };
  objectKey: string;
  expiresAt: string;
}

export function signedDownload(key: string, index: number, expireSeconds: number, now = Date.now()): SignedDownload {
  const digest = createHash('sha256').update(key).digest('hex');
  const signature = `sig=${digest.slice(0, 16)}&expires=${expireSeconds}`;
  return {
    url: index % 2 === 0 ? `https://files.sb-downloads.test/simulator/${encodeURIComponent(key)}?${signature}` : `/public/svp/v2/fileUpload/object/${encodeURIComponent(key)}?${signature}`,
    // The last object's hash in capitals: a hash is a hash whatever its case.
    userMetadata: { sha256: index === 3 ? digest.toUpperCase() : digest, size: 18_432 + index * 1024, contentType: 'application/zip' },
    objectKey: key,
    expiresAt: new Date(now + expireSeconds * 1000).toISOString(),
  };
}
