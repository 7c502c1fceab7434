import type { MailOutboxRow } from './schema';
import { escapeHtml } from './templates/render-mail';

// the page itself runs no script; the message HTML is shown in a sandboxed frame without scripts either
export const DEV_MAILBOX_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'";

const STYLE = [
  'body{font-family:Arial,Helvetica,sans-serif;margin:24px;color:#1f2933}',
  'table{border-collapse:collapse;width:100%}th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #d9e2ec;vertical-align:top}',
  'iframe{width:100%;height:520px;border:1px solid #d9e2ec}pre{white-space:pre-wrap;background:#f5f7fa;padding:12px}',
  '.note{color:#52606d}',
].join('');

/**
 * The mailbox's own address with the key the page was opened with, so its links keep working; none
 * when it was opened otherwise (an operator's token is never written into a page).
 */
function mailboxHref(path: string, key: string | undefined): string {
  return key === undefined ? path : `${path}?key=${encodeURIComponent(key)}`;
}

function page(title: string, body: string, refresh = false): string {
  return [
    // the key in the page's address must not travel on as a referrer (to the app and its analytics)
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="referrer" content="no-referrer">',
    refresh ? '<meta http-equiv="refresh" content="5">' : '',
    `<title>${escapeHtml(title)}</title><style>${STYLE}</style></head><body>`,
    body,
    '</body></html>',
  ].join('');
}

/** The list of /dev/mailbox, newest first; reloads itself every 5 s. */
export function renderMailboxList(rows: MailOutboxRow[], key?: string): string {
  const lines = rows.map(
    (m) =>
      `<tr><td>${escapeHtml(m.createdAt.toISOString())}</td><td>${escapeHtml(m.to)}</td>` +
      `<td><a href="${escapeHtml(mailboxHref(`/dev/mailbox/${m.id}`, key))}">${escapeHtml(m.subject)}</a></td>` +
      `<td>${escapeHtml(m.template)}</td><td>${escapeHtml(m.locale)}</td><td>${escapeHtml(m.state)}</td></tr>`,
  );
  const table = rows.length
    ? `<table><thead><tr><th>Created</th><th>To</th><th>Subject</th><th>Template</th><th>Language</th><th>State</th></tr></thead><tbody>${lines.join('')}</tbody></table>`
    : '<p>No messages yet.</p>';
  return page(
    'Steelyard development mailbox',
    `<h1>Development mailbox</h1><p class="note">Every e-mail the server wrote, newest first (the latest 200). Development only.</p>${table}`,
    true,
  );
}

const LINK = /https?:\/\/[^\s<>"']+/g;

/** One message: its headers, the HTML in a sandboxed frame, the plain text and its links. */
export function renderMailboxMessage(m: MailOutboxRow, key?: string): string {
  const links = [...new Set(m.text.match(LINK) ?? [])];
  const linkList = links.length
    ? `<h2>Links</h2><ul>${links.map((l) => `<li><a href="${escapeHtml(l)}">${escapeHtml(l)}</a></li>`).join('')}</ul>`
    : '';
  return page(
    m.subject,
    [
      `<p><a href="${escapeHtml(mailboxHref('/dev/mailbox', key))}">← All messages</a></p>`,
      `<h1>${escapeHtml(m.subject)}</h1>`,
      `<table><tbody><tr><th>To</th><td>${escapeHtml(m.to)}</td></tr>`,
      `<tr><th>Created</th><td>${escapeHtml(m.createdAt.toISOString())}</td></tr>`,
      `<tr><th>Template</th><td>${escapeHtml(m.template)} (${escapeHtml(m.locale)})</td></tr>`,
      `<tr><th>State</th><td>${escapeHtml(m.state)}${m.error ? ` – ${escapeHtml(m.error)}` : ''}</td></tr></tbody></table>`,
      linkList,
      '<h2>HTML</h2>',
      // sandbox without allow-scripts and allow-same-origin: the message cannot run code or reach this page
      `<iframe title="HTML part" sandbox="" srcdoc="${escapeHtml(m.html)}"></iframe>`,
      `<h2>Plain text</h2><pre>${escapeHtml(m.text)}</pre>`,
    ].join(''),
  );
}

/** The page of a message that does not exist (or no longer does). */
export function renderMailboxNotFound(key?: string): string {
  return page(
    'Not found',
    `<p>No such message. <a href="${escapeHtml(mailboxHref('/dev/mailbox', key))}">All messages</a></p>`,
  );
}
