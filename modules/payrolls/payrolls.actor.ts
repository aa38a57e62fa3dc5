// The first active admin now lives with the users it reads (people); kept here so payrolls' imports stay put.
export { firstAdmin } from '../people';
