import { sanitizeCmsHtml } from '@tilawat/domain/html';

export interface EditorHtmlProps {
  /** HTML as an editor wrote it, or as the api answered it. */
  html: string;
  className?: string;
}

/**
 * HTML that people write (a CMS page's body, a card's description), drawn through the one HTML policy of
 * `@tilawat/domain/html` (issue 35): the api cleans it when it is written and answered, and the site
 * cleans it again here, so nothing the api is given by other means runs in a learner's browser. A server
 * component: the sanitiser never ships to the browser.
 */
export function EditorHtml({ html, className }: EditorHtmlProps) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }} />;
}
