import classes from './dev-mail-outbox.module.css';

/** Links inside the message open in a new tab, never inside the frame. */
const BASE_TAG = '<base target="_blank">';

/** The message's HTML with a `<base target="_blank">` in its head. */
export function withLinksInNewTab(html: string): string {
  if (/<head[^>]*>/i.test(html)) return html.replace(/<head[^>]*>/i, (head) => head + BASE_TAG);
  if (/<html[^>]*>/i.test(html)) {
    return html.replace(/<html[^>]*>/i, (root) => `${root}<head>${BASE_TAG}</head>`);
  }
  return BASE_TAG + html;
}

type MailHtmlFrameProps = { html: string; subject: string };

/**
 * A message's HTML rendered as a mail client would. The frame is sandboxed without scripts and
 * without same-origin access, so a message can neither run code nor read the page; links may
 * open a new tab, which leaves the sandbox.
 */
export function MailHtmlFrame({ html, subject }: MailHtmlFrameProps) {
  return (
    <iframe
      className={classes.frame}
      title={`Message: ${subject}`}
      sandbox="allow-popups allow-popups-to-escape-sandbox"
      referrerPolicy="no-referrer"
      srcDoc={withLinksInNewTab(html)}
    />
  );
}
