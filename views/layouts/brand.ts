import { t } from '../../src/lib/intl';
import { shellMessages as m } from '../shell.messages';

/**
 * The pages anyone may open without being staff: the teachers' application form (/forms/) and
 * the page where a family pays a voucher by card (/pay/).
 */
export const isPublicPage = (url: string) => url.startsWith('/forms/') || url.startsWith('/pay/');

/**
 * The academy's name as a page shows it: the intranet's, or on a public page the academy's own
 * (`brand`, when the page knows it; a generic one otherwise).
 */
export const brandName = (url: string, brand?: string) => (isPublicPage(url) ? brand || t(m.publicName) : t(m.appName));
