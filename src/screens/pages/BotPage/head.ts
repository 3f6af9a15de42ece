import type { PageHead } from '../../shared/head';
import * as botPageMessages from './messages';

/** `/bot`. */
export const botHead: PageHead = { title: botPageMessages.botTitle, description: botPageMessages.botDescription };
