declare module 'knex/lib/dialects/postgres/index.js' {
  const Client_PG: unknown;
  export default Client_PG;
}
