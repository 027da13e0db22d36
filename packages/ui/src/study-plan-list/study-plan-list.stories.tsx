import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { bn } from '../copy/bn';
import {
  emptyStudyPlan,
  finishedStudyPlan,
  onDemandStudyPlan,
  studyPlan,
} from '../fixtures/contract-examples';
import { StudyPlanList } from './study-plan-list';

/** Where the web opens an item (readings open in the PDF viewer from the module page: no link here). */
const hrefFor = (item: (typeof studyPlan.items)[number]) =>
  item.kind === 'recording'
    ? `/recording/${item.ref_id}`
    : item.kind === 'live'
      ? `/live/${item.ref_id}`
      : item.kind === 'exam'
        ? `/exam/${item.ref_id}`
        : null;

const meta = {
  title: 'Learning/StudyPlanList',
  component: StudyPlanList,
  args: { plan: studyPlan, hrefFor },
  decorators: [(Story) => <div style={{ maxInlineSize: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof StudyPlanList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two of five done; the live class on day 2 is next. */
export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.studyPlan.summary(2, 5))).toHaveTextContent('৫টির মধ্যে ২টি সম্পন্ন');
    await expect(canvas.getByRole('heading', { name: 'দিন ১' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { name: /^দিন / })).toHaveLength(3);

    const next = canvas.getByRole('listitem', { current: 'step' });
    await expect(next).toHaveTextContent(bn.studyPlan.next);
    await expect(next).toHaveTextContent(bn.studyPlan.kind.live);
    const nextLink = within(next).getByRole('link', { name: 'লাইভ ক্লাস — মাখরাজ অনুশীলন' });
    await expect(nextLink).toHaveAttribute('href', '/live/501');
    await expect(nextLink).toHaveAccessibleDescription(
      `${bn.studyPlan.kind.live} ${bn.studyPlan.due} ৮ ডিসেম্বর, ২০২৬, রাত ৯:৩০ ${bn.studyPlan.next}`,
    );

    // Done in words, not colour alone.
    await expect(canvas.getAllByText(bn.studyPlan.done)).toHaveLength(2);
    // A reading has no link: its title is plain text.
    await expect(canvas.getByText('আরবি হরফের তালিকা পড়ুন').closest('a')).toBeNull();
    // Keyboard: the links are in the tab order.
    nextLink.focus();
    await expect(nextLink).toHaveFocus();
  },
};

/** An on-demand batch: no due dates. */
export const OnDemand: Story = {
  args: { plan: onDemandStudyPlan },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByText(bn.studyPlan.due)).toBeNull();
  },
};

/** Everything done: nothing is next. */
export const Finished: Story = {
  args: { plan: finishedStudyPlan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.studyPlan.summary(5, 5))).toBeVisible();
    await expect(canvas.queryByRole('listitem', { current: 'step' })).toBeNull();
    await expect(canvas.getAllByText(bn.studyPlan.done)).toHaveLength(5);
  },
};

/** Without `hrefFor`: a plan to read, nothing to open. */
export const WithoutLinks: Story = {
  args: { hrefFor: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('link')).toBeNull();
  },
};

/** The module's title as the heading, inside a page where it is an h3. */
export const ModuleTitleAsHeading: Story = {
  args: { label: 'মডিউল ১ — আরবি হরফ ও মাখরাজ', headingLevel: 3 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'মডিউল ১ — আরবি হরফ ও মাখরাজ' })).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  },
};

export const Empty: Story = {
  args: { plan: emptyStudyPlan },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(bn.studyPlan.empty)).toBeVisible();
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

/** On a 360 px phone. */
export const Phone: Story = {
  decorators: [(Story) => <div style={{ inlineSize: 360 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    const plan = within(canvasElement).getByRole('region');
    // Nothing sticks out sideways.
    await expect(plan.scrollWidth).toBeLessThanOrEqual(plan.clientWidth);
  },
};
