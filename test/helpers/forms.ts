/** Forms read from a page's HTML as a browser would post them (the tests that post what pages show). */

export interface FoundForm {
  page: string;
  action: string;
  /** Each field's name and the value the page gave it. */
  fields: [string, string][];
  /** The fields written in a textarea: several lines are theirs to take. */
  textareas: string[];
}

export const decode = (text: string) =>
  text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
export const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The post forms of a page, with their fields' names and values as the page gave them (actions matching `skip` left out). */
export function formsOf(page: string, html: string, skip?: RegExp): FoundForm[] {
  const forms: FoundForm[] = [];
  for (const [, open, inner] of html.matchAll(/<form(\s[^>]*)>([\s\S]*?)<\/form>/g)) {
    if (attr(open, 'method')?.toLowerCase() !== 'post') continue;
    const action = decode(attr(open, 'action') ?? page);
    if (skip?.test(action) || !action.startsWith('/')) continue;
    const fields: [string, string][] = [];
    for (const [tag] of inner.matchAll(/<input\s[^>]*>/g)) {
      const name = attr(tag, 'name');
      const type = attr(tag, 'type') ?? 'text';
      if (!name || name === '_csrf' || type === 'file') continue;
      if ((type === 'checkbox' || type === 'radio') && !/\schecked=""/.test(tag)) continue;
      fields.push([name, decode(attr(tag, 'value') ?? '')]);
    }
    for (const [, open2, options] of inner.matchAll(/<select(\s[^>]*)>([\s\S]*?)<\/select>/g)) {
      const name = attr(open2, 'name');
      if (!name) continue;
      const chosen = /<option[^>]*selected=""[^>]*value="([^"]*)"|<option[^>]*value="([^"]*)"[^>]*selected=""/.exec(
        options,
      );
      fields.push([name, decode(chosen?.[1] ?? chosen?.[2] ?? '')]);
    }
    const textareas: string[] = [];
    for (const [, open3, text] of inner.matchAll(/<textarea(\s[^>]*)>([\s\S]*?)<\/textarea>/g)) {
      const name = attr(open3, 'name');
      if (name) fields.push([name, decode(text)]);
      if (name) textareas.push(name);
    }
    forms.push({ page, action, fields, textareas });
  }
  return forms;
}
