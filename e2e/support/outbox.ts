import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { decode, startSmtpSink } from '../../apps/api/dist/test/smtp-sink.js';

/**
 * Each message is a file in E2E_MAIL_DIR, which the tests read from their own processes. Sign-in
 * links exist only in the mail (made at delivery), so the tests read them where staff do.
 */
export async function startMailSink(dir: string) {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  return startSmtpSink((message) => {
    count += 1;
    writeFileSync(
      path.join(dir, `${String(count).padStart(6, '0')}.json`),
      JSON.stringify(message),
    );
  });
}

export function mailsTo(address: string): { text: string }[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is not set: run through playwright.config.ts');
  return readdirSync(dir)
    .sort()
    .map(
      (file) =>
        JSON.parse(readFileSync(path.join(dir, file), 'utf8')) as { to: string[]; raw: string },
    )
    .filter((message) => message.to.includes(address))
    .map((message) => ({ text: decode(message.raw) }));
}
