import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button } from '../../../src/components';
import { VideoDialog } from '../../../src/screens/dialogs';
import { expectClosedAndRestored, expectPageLocked, settled } from '../../support/overlays';
import { videoCaptions, videoPoster } from './fixtures';
import { MESSAGES } from '../../../src/domain';

const meta = {
  title: 'Диалоги/VideoDialog',
  component: VideoDialog,
  args: {
    title: 'Обзор инвестидей недели: 18–22 ноября',
    src: '/media/weekly-review-2026-11-22.mp4',
    poster: videoPoster,
    captions: videoCaptions,
    trigger: <Button variant="secondary">Смотреть обзор</Button>,
    onOpenChange: fn(),
  },
  parameters: {
    docs: {
      description: {
        component:
          'Видеоплеер с заголовком в модальном окне. Видеофайл проигрывается встроенным плеером браузера (с субтитрами `captions`), страница плеера (`kind="embed"`) встраивается во фрейм. ' +
          'Воспроизведение прекращается при закрытии: окно размонтирует плеер. Свойства: `title`, `src`, `kind`, `poster`, `captions`, `open`/`onOpenChange`/`trigger`. Состояние: по умолчанию.',
      },
    },
  },
} satisfies Meta<typeof VideoDialog>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Смотреть обзор' });
    await userEvent.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Обзор инвестидей недели: 18–22 ноября' });
    await expectPageLocked();
    const video = dialog.querySelector('video')!;
    await expect(video).toHaveAttribute('controls');
    await expect(video).toHaveAccessibleName('Обзор инвестидей недели: 18–22 ноября');
    await expect(video.querySelector('track[kind="captions"]')).toHaveAttribute('srclang', 'ru');
    // A 16:9 frame, measured once the dialog's entrance animation has ended.
    await settled(dialog);
    const box = video.getBoundingClientRect();
    await expect(Math.round((box.width / box.height) * 100) / 100).toBeCloseTo(16 / 9, 1);
    await userEvent.click(within(dialog).getByRole('button', { name: MESSAGES.close }));
    await expectClosedAndRestored(trigger);
    await expect(document.querySelector('video')).toBeNull();
  },
};

export const Embed: Story = {
  args: { kind: 'embed', src: 'about:blank', title: 'Как пользоваться инсайдер радаром' },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Смотреть обзор' }));
    const dialog = await screen.findByRole('dialog', { name: 'Как пользоваться инсайдер радаром' });
    await expect(dialog.querySelector('iframe')).toHaveAttribute('title', 'Как пользоваться инсайдер радаром');
    await expect(dialog.querySelector('iframe')).toHaveAttribute('allowfullscreen');
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Смотреть обзор' }));
    const dialog = await settled(await screen.findByRole('dialog'));
    const video = dialog.querySelector('video')!;
    await expect(video.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
  },
};
