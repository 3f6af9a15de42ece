import { MESSAGES } from '../../domain';
import type { PageHead } from '../shared/head';
import * as authMessages from './messages';

/** `/auth/login`. */
export const loginHead: PageHead = { title: authMessages.loginTitle, description: authMessages.loginDescription };
/** `/auth/register`. */
export const registerHead: PageHead = { title: MESSAGES.register, description: authMessages.registerDescription };
