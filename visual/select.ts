// Which stories the visual test shoots: per story file of a screen, one story for each account state the
// file shows (its tags), the first one in file order; a file without state tags gives its first story.

/** The account states of docs/product/*.md as story tags (stories/README or the Introduction page). */
export const accountStates = ['guest', 'free', 'pro', 'bot', 'lifetime', 'promo', 'partner', 'broker-admin'] as const;

/**
 * Story files of parts that appear inside a screen that is shot itself (the account forms' navigation,
 * an idea's card and chart, the feed's filters, the radar's tabs, the shared avatar, filter menu and rich
 * text, the header's placeholder and the skip link): their states show on those screens' baselines.
 */
export const partsShownInScreens = [
  'account/AccountNav',
  'ideas/IdeaCard',
  'ideas/IdeasFilters',
  'ideas/PriceChart',
  'radar/RadarNav',
  'shared/Avatar',
  'shared/FilterMenu',
  'shared/RichText',
  'shell/HeaderPlaceholder',
  'shell/SkipLink',
];

export interface ComposedLike {
  id: string;
  storyName?: string;
  tags: string[];
}

export interface StoryEntry {
  /** The export name of the story in its file. */
  exportName: string;
  id: string;
  /** The account state it stands for, or 'default' for a screen that does not depend on one. */
  state: string;
}

/**
 * Picks one story per account state from a file's composed stories (in file order). Stories tagged
 * `mobile` are phone variants of a state and only stand for it when no other story does.
 */
export function pickStateStories(stories: [exportName: string, story: ComposedLike][]): StoryEntry[] {
  const ordered = [
    ...stories.filter(([, s]) => !s.tags.includes('mobile')),
    ...stories.filter(([, s]) => s.tags.includes('mobile')),
  ];
  const picked = new Map<string, StoryEntry>();
  for (const [exportName, story] of ordered) {
    for (const state of accountStates) {
      if (story.tags.includes(state) && !picked.has(state)) picked.set(state, { exportName, id: story.id, state });
    }
  }
  if (picked.size === 0 && ordered[0]) {
    const [exportName, story] = ordered[0];
    picked.set('default', { exportName, id: story.id, state: 'default' });
  }
  // The same story may stand for several states (tags: ['guest', 'free', …]): shot once, named by its first.
  const seen = new Set<string>();
  return [...picked.values()].filter((entry) => !seen.has(entry.id) && seen.add(entry.id));
}
