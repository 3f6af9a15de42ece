import { MESSAGES } from '../../../domain';
import type { PageHead } from '../../shared/head';

/** The 404 page. Its own module: the app's error element (start-up code) reads it without the page's texts. */
export const notFoundHead: PageHead = { title: MESSAGES.notFound };
