import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';

/** The pages anyone may open without being staff (the teachers' application form) live under /forms/. */
export const isPublicPage = (url: string) => url.startsWith('/forms/');

/** The academy's name as a page shows it: the intranet's, or on a public page the academy's own. */
export const brandName = (url: string) => t(isPublicPage(url) ? m.publicName : m.appName);
