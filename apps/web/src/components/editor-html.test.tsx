import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { EditorHtml } from './editor-html';

const draw = (html: string) => renderToStaticMarkup(<EditorHtml html={html} className="body" />);

describe('EditorHtml', () => {
  it.each([
    { name: 'a <script>', given: '<p>সালাম</p><script>alert(document.cookie)</script>' },
    { name: 'an onerror= attribute', given: '<p>সালাম</p><img src="https://x.test/a.png" onerror="alert(1)">' },
    { name: 'a javascript: link', given: '<p>সালাম</p><a href="javascript:alert(1)">চাপুন</a>' },
  ])('leaves out $name', ({ given }) => {
    const html = draw(given);
    expect(html).toContain('<p>সালাম</p>');
    expect(html).not.toMatch(/<script|onerror|javascript:/i);
  });

  it('draws headings, paragraphs, lists, https links, bold and https images as written', () => {
    // the seeded about-us page's shapes (apps/api/src/seed/cms.data.ts)
    const body =
      '<h2>তিলাওয়াত</h2><p>ঘরে বসে <strong>শুদ্ধ</strong> করে কুরআন তিলাওয়াত শেখা।</p>' +
      '<h3>আমরা যেভাবে শেখাই</h3><ul><li>ছোট ব্যাচে লাইভ ক্লাস</li><li>প্রতিটি ক্লাসের রেকর্ডিং ও PDF নোট</li></ul>' +
      '<p><a href="https://github.com/risan/quran-json">quran-json</a> (<a href="https://creativecommons.org/licenses/by-sa/4.0/">CC BY-SA 4.0</a>)</p>' +
      '<p><img src="https://cdn.tilawat.com.bd/makhraj.png" alt="মাখরাজ" /></p>';
    expect(draw(body)).toBe(`<div class="body">${body}</div>`);
  });
});
