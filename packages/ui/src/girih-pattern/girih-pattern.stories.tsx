import type { Meta, StoryObj } from '@storybook/react-vite';
import { GirihPattern } from './girih-pattern';

const meta = {
  title: 'Foundations/GirihPattern',
  component: GirihPattern,
  decorators: [
    (Story) => (
      <div style={{ blockSize: 200, borderRadius: 12, overflow: 'hidden' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GirihPattern>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Dense: Story = { args: { tile: 28 } };

export const HeroFrame: Story = {
  render: (args) => (
    <div style={{ position: 'relative', blockSize: '100%' }}>
      <GirihPattern {...args} />
      <div
        style={{
          position: 'absolute',
          insetInline: '10%',
          insetBlock: '18%',
          display: 'grid',
          placeItems: 'center',
          borderRadius: 12,
          background: 'var(--color-surface-raised)',
          color: 'var(--color-ink)',
          boxShadow: 'var(--shadow-3)',
          paddingInline: 16,
          textAlign: 'center',
        }}
      >
        <p style={{ margin: 0, fontSize: 'var(--text-xl)', fontWeight: 600 }}>ঘরে বসে শুদ্ধ কুরআন তিলাওয়াত শিখুন</p>
      </div>
    </div>
  ),
};
