/**
 * The values GraphQL object types are resolved from, by type name: what a module's services
 * return (a voucher's row with its ids and names) rather than the API's shape. A module adds
 * its own by declaration merging, next to its resolvers:
 *
 *     declare module '../../src/graphql/parents' {
 *       interface GraphQLParents { Voucher: VoucherRow }
 *     }
 *
 * The generated resolver types (src/graphql/generated.ts, `npm run codegen`) then take these as
 * the parents of the type's field resolvers and as what resolvers returning it may return.
 * A type not listed keeps its generated shape.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface GraphQLParents {}

/**
 * A generated type's parent: the registered one for its `__typename`; else the type itself,
 * with the registered parents in its fields (a page's rows, a list's items).
 */
export type ParentOf<T> = T extends { __typename?: infer N }
  ? N extends keyof GraphQLParents
    ? GraphQLParents[N]
    : { [K in keyof T]: ParentOf<T[K]> }
  : T extends readonly (infer E)[]
    ? ParentOf<E>[]
    : T;
