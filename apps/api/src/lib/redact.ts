/** An e-mail address anywhere in a text (an SMTP server's error quotes the recipient). */
const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[^\s<>()[\]"',;:@]+/g;

/** The text with every e-mail address replaced, fit for a log line or a stored error. */
export function redactEmails(text: string): string {
  return text.replace(EMAIL, '[e-mail]');
}
