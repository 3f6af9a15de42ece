import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar, avatarSizes, initials } from '../../../src/screens/shared/Avatar';

/** A 48×48 picture drawn in place (a data address: the story needs no network). */
const PHOTO =
  'data:image/svg+xml;utf8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><rect width="48" height="48" fill="#3b6fd8"/></svg>',
  );

const meta = {
  title: 'Экраны/Shared/Avatar',
  component: Avatar,
  args: { photo: null, name: 'Анна Смирнова', size: 'lg' },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
  parameters: {
    docs: {
      description: {
        component:
          'Круглая картинка аккаунта в шапке и профиле. Декоративная: имя всегда написано рядом. Без фото — ' +
          'инициалы (до двух букв); фото, которое не загрузилось (например, с уже удалённой страницы соцсети), ' +
          'уступает место инициалам. Размеры: `sm` (20 px), `lg` (48 px).',
      },
    },
  },
} satisfies Meta<typeof Avatar>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector('[aria-hidden]');
    await expect(avatar).toHaveTextContent('АС');
    await expect(initials('')).toBe('?');
    await expect(initials('  мария  ')).toBe('М');
  },
};

export const Small: Story = {
  args: { size: 'sm', name: 'Пётр' },
  play: async ({ canvasElement }) => {
    const avatar = canvasElement.querySelector<HTMLElement>('[aria-hidden]')!;
    await expect(avatar).toHaveTextContent('П');
    await expect(avatar.getBoundingClientRect().width).toBe(20);
  },
};

export const Photo: Story = {
  args: { photo: PHOTO },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image).toHaveAttribute('width', '48');
  },
};

export const BrokenPhoto: Story = {
  name: 'Фото не загрузилось',
  args: { photo: 'data:image/png;base64,bm90IGFuIGltYWdl' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    await expect(canvasElement.querySelector('[aria-hidden]')).toHaveTextContent('АС');
  },
};
