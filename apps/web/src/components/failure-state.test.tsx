import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { webBn } from '~/copy/bn';
import { FailureState } from './failure-state';
import { FormError } from './form-error';

const refused = { status: 403, code: 'NOT_ENROLLED', msg: 'এই ব্যাচে আপনি ভর্তি নন।', errors: [] };
const unreachable = { status: 0, code: 'NETWORK', msg: '', errors: [] };
const retry = () => {};

describe('FailureState', () => {
  it("says a 4xx in the server's Bengali msg, announced, with no retry (trying again cannot help)", () => {
    const html = renderToString(<FailureState failure={refused} onRetry={retry} />);
    expect(html).toContain(refused.msg);
    expect(html).toContain('role="alert"');
    expect(html).not.toContain('<button');
  });

  it('says "cannot reach" with a retry button when no answer came', () => {
    const html = renderToString(<FailureState failure={unreachable} onRetry={retry} />);
    expect(html).toContain(webBn.errors.unreachable);
    expect(html).toContain('<button');
  });

  it('offers a reload link from a Server Component, which cannot hand over a function', () => {
    const html = renderToString(<FailureState failure={unreachable} retryHref="/shop?page=2" />);
    expect(html).toContain('href="/shop?page=2"');
    expect(html).toContain(webBn.errors.tryAgain);
    expect(html).not.toContain('<button');
  });

  it('titles itself at the heading level the page asks for', () => {
    expect(renderToString(<FailureState failure={refused} headingLevel={3} />)).toMatch(/<h3[ >]/);
  });
});

describe('FormError', () => {
  it('draws nothing without a message', () => {
    expect(renderToString(<FormError message={null} />)).toBe('');
    expect(renderToString(<FormError message="" />)).toBe('');
  });

  it("announces an action's failure, with the id a control's aria-describedby names", () => {
    const html = renderToString(<FormError id="order-cancel-error" message={refused.msg} />);
    expect(html).toContain('role="alert"');
    expect(html).toContain('id="order-cancel-error"');
    expect(html).toContain(refused.msg);
  });
});
