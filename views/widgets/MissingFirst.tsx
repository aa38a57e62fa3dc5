import { t } from '../../src/lib/intl';
import { can, type Action, type Actor } from '../../src/lib/policy';
import { widgetMessages as m } from './widgets.messages';

/**
 * What has to exist before a form or a menu can be used, and where it is made: said in place of
 * a form that would fail or a menu with nothing to choose («Aún no hay niveles: crea uno en
 * Ajustes académicos»). `href` is left out for a caller the policy keeps from that page.
 */
export interface Missing {
  /** What is missing and what to do, as a sentence. */
  text: string;
  /** The page that makes it, for a caller who may reach it. */
  href?: string;
  /** The link's words («Ir a Ajustes fiscales»). */
  linkText?: string;
}

export function MissingFirst({ missing }: { missing: Missing }) {
  return (
    <p className="flash flash-notice missing-first" role="note">
      {missing.text}
      {missing.href && (
        <>
          {' '}
          <a href={missing.href}>{missing.linkText}</a>
        </>
      )}
    </p>
  );
}

/**
 * `missing` with its link for a caller the policy lets open the page (`action`); anyone else gets
 * the sentence and who to ask instead of a link that would answer 403.
 */
export function missingFor(actor: Actor | null | undefined, action: Action, missing: Missing): Missing {
  if (can(actor ?? null, action)) return missing;
  return { text: `${missing.text} ${t(m.askAnAdmin)}` };
}
