import { routes, toAsciiDigits } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { useId } from 'react';
import { common as commonWords } from '../copy/words/common';
import { footer as footerWords } from '../copy/words/footer';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './footer.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { common: commonWords, footer: footerWords };

type HeaderFooter = V2Schemas['HeaderFooter'];
type Link = HeaderFooter['footer_columns'][number]['links'][number];

export interface FooterProps {
  /** The footer published in the CMS (`GET /api/v2/cms/public/header-footer`). */
  data: Pick<HeaderFooter, 'footer_columns' | 'contact' | 'social' | 'copyright'>;
  /** A learner is signed in: the CMS's link to `loginHref` is not offered; `accountLinks` take its place. */
  signedIn?: boolean;
  /**
   * Where the login link goes (the specification sends a learner to /login to sign in): the CMS link that a
   * signed-in learner does not see.
   */
  loginHref?: string;
  /** The signed-in learner's own pages (e.g. "ড্যাশবোর্ড" → /dashboard), in place of the login link. */
  accountLinks?: { label: string; href: string }[];
  className?: string;
}

/** A column's links as a signed-in learner sees them: the login link swapped for their own, no repeats. */
function accountColumnLinks(
  links: Link[],
  loginHref: string,
  accountLinks: NonNullable<FooterProps['accountLinks']>,
): Link[] {
  const isLogin = (link: Link) =>
    !link.external && (link.href === loginHref || link.href.startsWith(`${loginHref}?`));
  const swapped = links.flatMap((link) =>
    isLogin(link) ? accountLinks.map(({ label, href }) => ({ label, href, external: false })) : [link],
  );
  return swapped.filter((link, index) => swapped.findIndex((other) => other.href === link.href) === index);
}

/** A shown phone number ("০৯৬১২-৩৪৫৬৭৮") as a tel: link. */
function telHref(phone: string): string {
  return `tel:${toAsciiDigits(phone).replace(/[^\d+]/g, '')}`;
}

/**
 * The site footer: the CMS link columns, how to reach support, social links and the copyright. A
 * signed-in learner is not offered the CMS's login link: their own pages stand in its place.
 */
export function Footer({
  data,
  signedIn = false,
  loginHref = routes.login,
  accountLinks = [],
  className,
}: FooterProps) {
  const id = useId();
  const { contact } = data;
  const columns = signedIn
    ? data.footer_columns
        .map((column) => ({ ...column, links: accountColumnLinks(column.links, loginHref, accountLinks) }))
        .filter((column) => column.links.length > 0)
    : data.footer_columns;
  return (
    <footer className={cx(styles.footer, className)}>
      <div className={styles.inner}>
        {columns.map((column, index) => (
          <nav key={column.title} aria-labelledby={`${id}-col-${index}`} className={styles.column}>
            <h2 id={`${id}-col-${index}`} className={styles.heading}>
              {column.title}
            </h2>
            <ul className={styles.list}>
              {column.links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={styles.link}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                  >
                    {link.label}
                    {link.external ? (
                      <>
                        {' '}
                        <span className={hidden.hidden}>{bn.common.opensInNewTab}</span>
                      </>
                    ) : null}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ))}

        <section aria-labelledby={`${id}-contact`} className={styles.column}>
          <h2 id={`${id}-contact`} className={styles.heading}>
            {bn.footer.contact}
          </h2>
          <dl className={styles.contact}>
            {contact.phone ? (
              <div>
                <dt>{bn.footer.phone}</dt>
                <dd>
                  <a href={telHref(contact.phone)} className={styles.link}>
                    {contact.phone}
                  </a>
                </dd>
              </div>
            ) : null}
            {contact.email ? (
              <div>
                <dt>{bn.footer.email}</dt>
                <dd>
                  <a href={`mailto:${contact.email}`} className={styles.link} lang="en">
                    {contact.email}
                  </a>
                </dd>
              </div>
            ) : null}
            {contact.hours ? (
              <div>
                <dt>{bn.footer.hours}</dt>
                <dd>{contact.hours}</dd>
              </div>
            ) : null}
            {contact.address ? (
              <div>
                <dt>{bn.footer.address}</dt>
                <dd>
                  <address className={styles.address}>{contact.address}</address>
                </dd>
              </div>
            ) : null}
          </dl>
        </section>

        {data.social.length > 0 ? (
          <nav aria-labelledby={`${id}-social`} className={styles.column}>
            <h2 id={`${id}-social`} className={styles.heading}>
              {bn.footer.social}
            </h2>
            <ul className={styles.list}>
              {data.social.map((item) => (
                <li key={item.url}>
                  <a href={item.url} target="_blank" rel="noopener noreferrer" className={styles.link}>
                    {bn.footer.networks[item.network]}{' '}
                    <span className={hidden.hidden}>{bn.common.opensInNewTab}</span>
                  </a>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
      </div>
      <p className={styles.copyright}>{data.copyright}</p>
    </footer>
  );
}
