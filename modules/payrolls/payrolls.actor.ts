/** The first active admin, on whose behalf the demo seed and the monthly command act (null when there is none). */
export { firstActiveAdmin as firstAdmin } from '../people';
