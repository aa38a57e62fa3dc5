// @browser: shared by the server's form widgets and the islands (see eslint/house.js, rule house/browser).

/**
 * The id of a form field's control, from the name it posts: what its label points at, what
 * the error summary links to (`#f-name`) and what its help and error texts are named after.
 */
export function fieldId(name: string): string {
  return `f-${name}`;
}
