import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { reviewedSabaq } from '../fixtures/hifz';
import { expectNoAxeViolations } from '../test/axe';
import { ReviewedRecitation } from './reviewed-recitation';

describe('ReviewedRecitation', () => {
  it('says what was recited, the score, each ayah’s verdict and the marked words with the teacher’s note', async () => {
    const { container } = render(<ReviewedRecitation recitation={reviewedSabaq} />);
    expect(screen.getByRole('heading', { name: 'হিফজ — সবক: সূরা আল-ফাতিহা, আয়াত ১–২' })).toBeTruthy();
    expect(screen.getByText('নম্বর ৯৪/১০০')).toBeTruthy();
    expect(screen.getByText('কোনো ভুল চিহ্নিত হয়নি')).toBeTruthy();
    expect(screen.getByText('শিক্ষকের নোট: লাম-এ যের স্পষ্ট করুন।')).toBeTruthy();
    expect(screen.getByText('সংশোধন তৈরি হচ্ছে')).toBeTruthy();
    expect(container.querySelectorAll('[lang="ar"]')).toHaveLength(2);
    await expectNoAxeViolations(container);
  });

  it('plays a ready correction with both files, WebM first', () => {
    const ready = structuredClone(reviewedSabaq);
    const mark = ready.ayahs[1]?.marks[0];
    if (mark) {
      mark.correction = {
        status: 'ready',
        duration_ms: 4000,
        webm_url: 'https://api.test/c.webm',
        mp4_url: 'https://api.test/c.m4a',
      };
    }
    const { container } = render(<ReviewedRecitation recitation={ready} />);
    const sources = [...container.querySelectorAll('audio source')].map((s) => s.getAttribute('type'));
    expect(sources).toEqual(['audio/webm', 'audio/mp4']);
    expect(screen.getByLabelText('শিক্ষকের কণ্ঠে সংশোধন')).toBeTruthy();
  });
});
