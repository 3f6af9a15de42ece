import type { Decorator, Preview } from '@storybook/react-vite';
import { UiProvider } from '../src/components/UiProvider';
import { breakpoints, vars } from '../tokens';

// A designer opening a story sees the state it is named after. The play functions are the component tests:
// they run in `npm run test:stories` (portable stories, which ignore this), not when a story is opened in
// Storybook, where they would click the «Удерживающее предложение» story on to «Тарифный план обновлен».
// Storybook's preview (iframe.html) does not autoplay when its address says `embed=true`.
if (typeof window !== 'undefined' && window.location.pathname.endsWith('/iframe.html')) {
  const address = new URL(window.location.href);
  if (!address.searchParams.has('embed')) {
    address.searchParams.set('embed', 'true');
    window.history.replaceState(window.history.state, '', address);
  }
}

/**
 * The theme of the toolbar or of the story (`globals: { theme: 'dark' }`). A story opened alone owns the
 * page: the theme goes on <html>, so portals and the page background follow it. On a docs page many
 * stories share one document: each keeps its theme inside its own block, on the theme's page colour.
 */
const withProvider: Decorator = (Story, context) => {
  const theme = context.globals.theme === 'dark' ? 'dark' : 'light';
  if (context.viewMode === 'docs') {
    return (
      <UiProvider theme={theme}>
        <div style={{ background: vars.color.page, color: vars.color.text, padding: vars.space.md }}>
          <Story />
        </div>
      </UiProvider>
    );
  }
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
    // The static Storybook opens on the introduction; the guides come before the components.
    options: {
      storySort: {
        order: [
          'Введение',
          'Состояния аккаунта',
          'Токены',
          'Паттерны',
          'Как добавить экран',
          'Экраны',
          'Диалоги',
          'Примитивы',
        ],
      },
    },
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
