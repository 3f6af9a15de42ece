import { MESSAGES } from '../../domain';
import type { PageHead } from '../shared/head';
import * as accountMessages from './messages';

// The account's pages (/account/…): their titles only, not indexed.
export const settingsHead: PageHead = { title: accountMessages.settingsTitle };
export const changeNameHead: PageHead = { title: accountMessages.changeNameTitle };
export const changeEmailHead: PageHead = { title: accountMessages.changeEmailTitle };
export const changePasswordHead: PageHead = { title: accountMessages.changePasswordTitle };
export const notificationsHead: PageHead = { title: MESSAGES.notificationsTitle };
export const purchasesHead: PageHead = { title: accountMessages.purchasesTitle };
export const profileHead: PageHead = { title: MESSAGES.menuProfile };
