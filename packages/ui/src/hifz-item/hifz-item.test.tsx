import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hifzSabaq, hifzSabqi } from '../fixtures/hifz';
import { expectNoAxeViolations } from '../test/axe';
import { HifzItem } from './hifz-item';

describe('HifzItem', () => {
  it('names the part of the day, the ayahs and where it stands, in Bengali', () => {
    render(<HifzItem item={hifzSabaq} />);
    expect(screen.getByRole('heading', { name: 'সবক সূরা আল-ফাতিহা, আয়াত ৪–৫' })).toBeTruthy();
    expect(screen.getByText('আজকের নতুন আয়াত')).toBeTruthy();
    expect(screen.getByText('এখনো শুরু হয়নি')).toBeTruthy();
    expect(screen.getByText('এই আয়াতগুলোতে আগে কোনো ভুল চিহ্নিত হয়নি।')).toBeTruthy();
  });

  it('highlights the words marked before, and says how often to a screen reader', async () => {
    const { container } = render(
      <HifzItem item={hifzSabqi}>
        <button type="button">রেকর্ড দেখুন</button>
      </HifzItem>,
    );
    const weak = container.querySelectorAll('mark');
    expect(weak).toHaveLength(2);
    expect(weak[0]?.textContent).toContain('(আগে ২ বার ভুল)');
    expect(container.querySelector('[lang="ar"]')?.getAttribute('dir')).toBe('rtl');
    expect(screen.getByText(/শিক্ষকের মূল্যায়নের অপেক্ষায় · নিজের মূল্যায়ন: ভালো হয়েছে/)).toBeTruthy();
    await expectNoAxeViolations(container);
  });
});
