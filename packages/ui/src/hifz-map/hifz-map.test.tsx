import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hifzCountsFatiha, hifzMapFatiha } from '../fixtures/hifz';
import { expectNoAxeViolations } from '../test/axe';
import { HifzMap } from './hifz-map';

describe('HifzMap', () => {
  it('counts each state and reads each surah out as one sentence', async () => {
    const { container } = render(<HifzMap map={hifzMapFatiha} counts={hifzCountsFatiha} />);
    expect(screen.getByText('মুখস্থ: ২টি আয়াত')).toBeTruthy();
    expect(screen.getByText('শুরু হয়নি: ২টি আয়াত')).toBeTruthy();
    expect(
      screen.getByRole('img', {
        name: 'সূরা আল-ফাতিহা: ২টি আয়াত মুখস্থ, ১টি আয়াত নড়বড়ে, ২টি আয়াত পুনরাবৃত্তির সময়, ২টি আয়াত শুরু হয়নি',
      }),
    ).toBeTruthy();
    const cells = container.querySelectorAll('[data-state]');
    // four swatches in the legend, seven ayahs
    expect(cells).toHaveLength(4 + 7);
    expect(cells[4 + 1]?.getAttribute('title')).toMatch(/^আয়াত ২: নড়বড়ে · পরের পুনরাবৃত্তি/);
    await expectNoAxeViolations(container);
  });
});
