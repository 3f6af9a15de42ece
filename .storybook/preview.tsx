import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/components/UiProvider';
import { breakpoints } from '../tokens';

const withProvider: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  return (
    <UiProvider theme={theme} applyToDocument>
      <Story />
    </UiProvider>
  );
};

const viewport = (name: string, width: number, height: number, type: 'mobile' | 'tablet' | 'desktop') => ({
  name,
  styles: { width: `${width}px`, height: `${height}px` },
  type,
});

const preview: Preview = {
  decorators: [withProvider],
  globalTypes: {
    theme: {
      description: 'Тема оформления',
      toolbar: {
        title: 'Тема',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Светлая' },
          { value: 'dark', title: 'Тёмная' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light' },
  parameters: {
    layout: 'padded',
    // axe violations fail the story test; a story that must be excused says why beside its own parameter.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: {
      options: {
        mobile: viewport('Телефон 375', breakpoints.mobile, 812, 'mobile'),
        tablet: viewport('Планшет 768', breakpoints.tablet, 1024, 'tablet'),
        desktop: viewport('Десктоп 1280', breakpoints.desktop, 900, 'desktop'),
      },
    },
    chromatic: {
      modes: {
        'light desktop': { theme: 'light', viewport: 'desktop' },
        'dark desktop': { theme: 'dark', viewport: 'desktop' },
        'light mobile': { theme: 'light', viewport: 'mobile' },
        'light tablet': { theme: 'light', viewport: 'tablet' },
      },
    },
  },
  tags: ['autodocs'],
};

export default preview;
