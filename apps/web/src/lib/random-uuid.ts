/**
 * A random (v4) UUID: `crypto.randomUUID` exists on secure origins only (https, localhost), so
 * elsewhere (a phone on the studio's network in development) the same from `getRandomValues`.
 */
export function randomUuid(): string {
  if (globalThis.isSecureContext && typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = [...crypto.getRandomValues(new Uint8Array(16))];
  const hex = bytes.map((byte, i) =>
    (i === 6 ? (byte & 15) | 64 : i === 8 ? (byte & 63) | 128 : byte).toString(16).padStart(2, '0'),
  );
  return hex.join('').replace(/(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');
}
