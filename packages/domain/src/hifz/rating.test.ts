import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mistakeCategoryOrder } from '../recitation/rubric';
import { type HifzMark, type HifzRating, hifzRating } from './rating';

const jali = (category: HifzMark['category'] = 'harakat'): HifzMark => ({ category, severity: 'jali' });
const khafi = (category: HifzMark['category'] = 'ghunnah'): HifzMark => ({ category, severity: 'khafi' });
const rate = (
  marks: HifzMark[],
  verdicts: ('correct' | 'needs-work')[] = ['correct'],
  previous: HifzRating | null = null,
) => hifzRating({ marks, verdicts, previous });

describe("hifzRating: a teacher's marks to a rating", () => {
  it('a clean first recitation is good; clean twice running is easy', () => {
    expect(rate([])).toBe('good');
    expect(rate([], ['correct'], 'good')).toBe('easy');
    expect(rate([], ['correct'], 'easy')).toBe('easy');
    expect(rate([], ['correct'], 'hard')).toBe('good');
  });

  it('an ayah judged to be recited again is again, whatever the marks', () => {
    expect(rate([], ['correct', 'needs-work'])).toBe('again');
  });

  it('grades by the rubric: one hidden slip good, two hidden or one clear hard, two clear again', () => {
    expect(rate([khafi()])).toBe('good');
    expect(rate([khafi(), khafi('madd')])).toBe('hard');
    expect(rate([jali()])).toBe('hard');
    expect(rate([jali(), khafi()])).toBe('hard');
    expect(rate([jali(), jali('makharij')])).toBe('again');
  });

  it('a stop in the wrong place weighs half: a clear waqf mistake is a slip, two are hard', () => {
    expect(rate([jali('waqf')])).toBe('good');
    expect(rate([jali('waqf'), jali('ibtida')])).toBe('hard');
  });

  it('never rates a marked recitation above a clean one, and more marks never raise it', () => {
    const order: HifzRating[] = ['again', 'hard', 'good', 'easy'];
    const mark = fc.record({
      category: fc.constantFrom(...mistakeCategoryOrder),
      severity: fc.constantFrom<'jali' | 'khafi'>('jali', 'khafi'),
    });
    fc.assert(
      fc.property(
        fc.array(mark, { maxLength: 8 }),
        mark,
        fc.constantFrom<HifzRating | null>(null, ...order),
        (marks, extra, previous) => {
          const before = order.indexOf(rate(marks, ['correct'], previous));
          const after = order.indexOf(rate([...marks, extra], ['correct'], previous));
          expect(after).toBeLessThanOrEqual(before);
          expect(after).toBeLessThanOrEqual(order.indexOf(rate([], ['correct'], previous)));
        },
      ),
    );
  });
});
