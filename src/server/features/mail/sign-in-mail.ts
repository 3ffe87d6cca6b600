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

  if (options.secret.kind === 'code') {
    const { code } = options.secret;
    return {
      to: options.to,
      subject: t(texts.codeSubject),
      text: [t(texts.codeIntro), '', code, '', t(texts.codeExpiry), t(texts.ignoreNote)].join('\n'),
      html: shell(
        paragraph(t(texts.codeIntro)) +
          `<p style="margin:0 0 16px;font-size:32px;font-weight:700;letter-spacing:8px" dir="ltr">${code}</p>` +
          paragraph(t(texts.codeExpiry)) +
          paragraph(t(texts.ignoreNote)),
      ),
    };
  }

  const { url } = options.secret;
  const safeUrl = escapeHtml(url);
  return {
    to: options.to,
    subject: t(texts.linkSubject),
    text: [t(texts.linkIntro), '', url, '', t(texts.linkExpiry), t(texts.ignoreNote)].join('\n'),
    html: shell(
      paragraph(t(texts.linkIntro)) +
        `<p style="margin:0 0 16px"><a href="${safeUrl}" style="display:inline-block;padding:12px 24px;border-radius:8px;background:#2481cc;color:#fff;text-decoration:none;font-weight:600">${escapeHtml(t(texts.linkButton))}</a></p>` +
        paragraph(t(texts.linkFallback)) +
        `<p style="margin:0 0 16px;word-break:break-all;font-size:13px" dir="ltr"><a href="${safeUrl}">${safeUrl}</a></p>` +
        paragraph(t(texts.linkExpiry)) +
        paragraph(t(texts.ignoreNote)),
    ),
  };
}
