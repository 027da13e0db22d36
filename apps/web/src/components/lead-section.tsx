'use client';

import dynamic from 'next/dynamic';
import { useEffect, useId, useRef, useState } from 'react';
import type { LeadSectionProps } from './lead-form-view';
import { PagePlaceholder } from './page-placeholder';

/** The room the form takes until it is there, so nothing below it moves when it arrives (CLS). */
const FORM_HEIGHT = '30rem';

// The form (domain's zod rule, the kit's fields) and its call are a chunk of their own, with the tab's client.
const LeadFormView = dynamic(() => import('./lead-form-view').then((m) => m.LeadFormView), {
  ssr: false,
  loading: () => <PagePlaceholder minHeight={FORM_HEIGHT} />,
});

/**
 * The "call me back" section of public pages: a visitor leaves a name and a phone number. It sits below
 * the fold, so the form's chunk and the tab's client load when the section comes near the screen (a
 * screen's height ahead), not with the page (issue 38): a visitor who never scrolls to it never downloads
 * them. Until then the server draws its frame: the section and its heading, and the form's room. The
 * heading's class is handed in by the page (`titleClassName`): importing the page's CSS module here would put
 * its whole class map in every page's first-load JavaScript (the course page's budget, 150 kB, is that close).
 */
export function LeadSection({ titleClassName, ...props }: LeadSectionProps & { titleClassName?: string }) {
  const frame = useRef<HTMLElement>(null);
  const titleId = useId();
  const [near, setNear] = useState(false);

  useEffect(() => {
    const element = frame.current;
    if (!element || near) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      { rootMargin: '100% 0px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);

  if (near) return <LeadFormView {...props} />;
  return (
    <section ref={frame} aria-labelledby={titleId}>
      <h2 id={titleId} className={titleClassName}>
        {props.title}
      </h2>
      <PagePlaceholder minHeight={FORM_HEIGHT} />
    </section>
  );
}
