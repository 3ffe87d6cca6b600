import type { LocaleCode } from '@contract/locales';
import { LOCALES } from '@contract/locales';
import type { MailMessage } from './mailer';
import { SIGN_IN_MAIL_TEXTS } from './sign-in-mail-texts';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

function fill(template: string, values: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole);
}

type SignInSecret = { kind: 'code'; code: string } | { kind: 'link'; url: string };

/** The sign-in mail, HTML and plain text, in the user's language. */
export function buildSignInMail(options: {
  to: string;
  locale: LocaleCode;
  brand: string;
  secret: SignInSecret;
}): MailMessage {
  const texts = SIGN_IN_MAIL_TEXTS[options.locale];
  const dir = LOCALES[options.locale].direction;
  const values = {
    brand: options.brand,
    code: options.secret.kind === 'code' ? options.secret.code : '',
  };
  const t = (template: string) => fill(template, values);
  const paragraph = (text: string) =>
    `<p style="margin:0 0 16px;font-size:15px;line-height:1.5">${escapeHtml(text)}</p>`;
  const shell = (body: string) =>
    `<!doctype html><html lang="${options.locale}" dir="${dir}"><body style="margin:0;padding:24px;font-family:system-ui,sans-serif;color:#1c1c1e;background:#f2f2f7"><div style="max-width:480px;margin:0 auto;padding:24px;border-radius:12px;background:#fff">${body}</div></body></html>`;

  // The two mails differ only in what sits between the intro and the expiry note.
  const { secret } = options;
  const parts =
    secret.kind === 'code'
      ? {
          subject: texts.codeSubject,
          intro: texts.codeIntro,
          expiry: texts.codeExpiry,
          plain: secret.code,
          html: `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px" dir="ltr">${secret.code}</p>`,
        }
      : {
          subject: texts.linkSubject,
          intro: texts.linkIntro,
          expiry: texts.linkExpiry,
          plain: secret.url,
          html:
            `<p style="margin:0 0 16px"><a href="${escapeHtml(secret.url)}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#2481cc;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t(texts.linkButton))}</a></p>` +
            paragraph(t(texts.linkFallback)) +
            `<p style="margin:0 0 16px;word-break:break-all;font-size:13px" dir="ltr"><a href="${escapeHtml(secret.url)}">${escapeHtml(secret.url)}</a></p>`,
        };
  return {
    to: options.to,
    subject: t(parts.subject),
    text: [t(parts.intro), '', parts.plain, '', t(parts.expiry), t(texts.ignoreNote)].join('\n'),
    html: shell(
      paragraph(t(parts.intro)) +
        parts.html +
        paragraph(t(parts.expiry)) +
        paragraph(t(texts.ignoreNote)),
    ),
  };
}
