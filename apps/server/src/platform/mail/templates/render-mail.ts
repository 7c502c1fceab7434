/** A message as written by a template, before it becomes plain text and HTML. */
export interface MailContent {
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A value to copy, shown on its own line (a temporary password). */
  code?: { label: string; value: string };
  /** The button (HTML) or the labelled link (text). */
  action?: { label: string; url: string };
  notes: string[];
  signature: string;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML content and attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c]!);
}

/** Fills `{name}` placeholders; unknown names stay as they are. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}

function renderText(c: MailContent): string {
  const blocks = [c.greeting, ...c.paragraphs];
  if (c.code) blocks.push(`${c.code.label}: ${c.code.value}`);
  if (c.action) blocks.push(`${c.action.label}:\n${c.action.url}`);
  blocks.push(...c.notes, c.signature);
  return `${blocks.join('\n\n')}\n`;
}

const P = 'margin:0 0 16px;font-size:15px;line-height:1.5;color:#1f2933';

// every interpolated value goes through escapeHtml: names and addresses come from users
function renderHtml(c: MailContent, lang: string): string {
  const parts = [c.greeting, ...c.paragraphs].map((p) => `<p style="${P}">${escapeHtml(p)}</p>`);
  if (c.code) {
    parts.push(
      `<p style="${P}">${escapeHtml(c.code.label)}:<br><code style="font-size:18px;padding:4px 8px;background:#f1f3f5;border-radius:4px">${escapeHtml(c.code.value)}</code></p>`,
    );
  }
  if (c.action) {
    const url = escapeHtml(c.action.url);
    parts.push(
      `<p style="${P}"><a href="${url}" style="display:inline-block;padding:10px 18px;background:#1c4e80;color:#ffffff;text-decoration:none;border-radius:4px">${escapeHtml(c.action.label)}</a></p>`,
      `<p style="margin:0 0 16px;font-size:12px;color:#52606d;word-break:break-all">${url}</p>`,
    );
  }
  parts.push(...c.notes.map((n) => `<p style="${P}">${escapeHtml(n)}</p>`));
  parts.push(`<p style="${P}">${escapeHtml(c.signature)}</p>`);
  return [
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(c.subject)}</title></head>`,
    '<body style="margin:0;padding:24px;background:#f5f7fa;font-family:Arial,Helvetica,sans-serif">',
    '<div style="max-width:560px;margin:0 auto;padding:24px;background:#ffffff;border-top:4px solid #1c4e80">',
    '<p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#1c4e80">Steelyard</p>',
    ...parts,
    '</div></body></html>',
  ].join('');
}

/** The plain-text and HTML forms of one message. */
export function renderMail(content: MailContent, lang: string): RenderedMail {
  return { subject: content.subject, text: renderText(content), html: renderHtml(content, lang) };
}
