// @browser: loaded by islands (see eslint/house.js, rule house/browser).
import { Fragment, type ReactNode } from 'react';

/**
 * An invoice number as the intranet writes it: its series' code (letters or digits), the year,
 * a hyphen and six digits (A2026-000123, R2026-000004). Browsers may break a line after the
 * hyphen, which splits the number a user reads aloud or searches for.
 */
const INVOICE_NUMBER = /[A-Za-z0-9]{0,10}\d{4}-\d{6}/g;

/** A code kept on one line (CSS `white-space: nowrap`, class `nowrap` in client/styles.css). */
export function Code({ children }: { children: ReactNode }) {
  return <span className="nowrap">{children}</span>;
}

/**
 * A text (a title, a paragraph, a flash message, formatted with `t`) with every invoice number
 * in it kept on one line; the text itself as it is when it has none.
 */
export function keepCodes(text: string): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(INVOICE_NUMBER)) {
    parts.push(text.slice(last, match.index), <Code key={match.index}>{match[0]}</Code>);
    last = match.index + match[0].length;
  }
  if (parts.length === 0) return text;
  parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}
