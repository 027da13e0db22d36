import { routes, type SessionUser } from '@tilawat/domain';
import type { V2Schemas } from '@tilawat/sdk';
import { useEffect, useId, useRef, useState } from 'react';
import { brand as brandWords } from '../copy/words/brand';
import { common as commonWords } from '../copy/words/common';
import { header as headerWords } from '../copy/words/header';
import { cx } from '../internal/cx';
import hidden from '../internal/visually-hidden.module.css';
import styles from './header.module.css';

/** The catalogue sections this file shows (named imports: a page carries only the words it uses). */
const bn = { brand: brandWords, common: commonWords, header: headerWords };

type Link = V2Schemas['HeaderFooter']['header_links'][number];

/** A link of the signed-in learner's own (e.g. the dashboard), shown beside their name. */
export interface HeaderAccountLink {
  label: string;
  href: string;
}

export interface HeaderProps {
  /** The header links published in the CMS (`GET /api/v2/cms/public/header-footer`). */
  links: Link[];
  /** The current path: its link is marked `aria-current="page"`. */
  currentPath?: string;
  /**
   * The signed-in learner (domain's session user); null or absent when signed out. An empty name means
   * signed in, name not known yet (the server saw only the refresh token): the account links and
   * logout are drawn, the name when it arrives.
   */
  user?: Pick<SessionUser, 'name'> | null;
  /** Where the login link goes (the specification sends a learner to /login to sign in). */
  loginHref?: string;
  /** The signed-in learner's own pages (e.g. "ড্যাশবোর্ড" → /dashboard), before their name; not shown signed out. */
  accountLinks?: HeaderAccountLink[];
  /** The learner signs out; the web clears the session and goes home. */
  onLogout?: () => void;
  /** Starts with the phone menu open (stories). */
  defaultMenuOpen?: boolean;
  className?: string;
}

/** The site header: brand, the CMS links (a menu button on phones), sign in or the learner's name. */
export function Header({
  links,
  currentPath,
  user,
  loginHref = routes.login,
  accountLinks = [],
  onLogout,
  defaultMenuOpen = false,
  className,
}: HeaderProps) {
  const [open, setOpen] = useState(defaultMenuOpen);
  const menuId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggle.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className={cx(styles.header, className)}>
      <div className={styles.bar}>
        <a href="/" className={styles.brand} aria-label={bn.brand.home}>
          <BrandStar />
          <span>{bn.brand.name}</span>
        </a>
        <button
          ref={toggle}
          type="button"
          className={styles.menuButton}
          aria-expanded={open}
          aria-controls={menuId}
          onClick={() => setOpen(!open)}
        >
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            {open ? (
              <path d="M6 6l12 12M18 6 6 18" stroke="currentColor" strokeWidth="2.25" strokeLinecap="round" />
            ) : (
              <path
                d="M4 7h16M4 12h16M4 17h16"
                stroke="currentColor"
                strokeWidth="2.25"
                strokeLinecap="round"
              />
            )}
          </svg>
          {bn.header.menu}
        </button>
        <div id={menuId} className={styles.menu} data-open={open || undefined}>
          <nav aria-label={bn.header.nav}>
            <ul className={styles.links}>
              {links.map((link) => (
                <li key={link.href}>
                  <a
                    href={link.href}
                    className={styles.link}
                    aria-current={link.href === currentPath ? 'page' : undefined}
                    {...(link.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                    onClick={() => setOpen(false)}
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
          <div className={styles.account}>
            {user ? (
              <>
                {accountLinks.map((link) => (
                  <a
                    key={link.href}
                    href={link.href}
                    className={styles.accountLink}
                    aria-current={link.href === currentPath ? 'page' : undefined}
                    onClick={() => setOpen(false)}
                  >
                    {link.label}
                  </a>
                ))}
                {user.name.trim() ? (
                  <span className={styles.user}>
                    <span className={hidden.hidden}>{bn.header.account}:</span> {user.name}
                  </span>
                ) : null}
                {onLogout ? (
                  <button type="button" className={styles.logout} onClick={onLogout}>
                    {bn.header.logout}
                  </button>
                ) : null}
              </>
            ) : (
              <a
                href={loginHref}
                className={styles.login}
                aria-current={loginHref === currentPath ? 'page' : undefined}
              >
                {bn.header.login}
              </a>
            )}
          </div>
        </div>
      </div>
    </header>
  );
}

function BrandStar() {
  return (
    <svg
      width="32"
      height="32"
      viewBox="0 0 40 40"
      aria-hidden="true"
      focusable="false"
      className={styles.mark}
    >
      <path d="M10 10h20v20H10z" fill="var(--color-primary)" />
      <path d="M20 5.86 34.14 20 20 34.14 5.86 20z" fill="var(--color-primary)" />
      <circle cx="20" cy="20" r="6" fill="var(--color-accent)" />
    </svg>
  );
}
