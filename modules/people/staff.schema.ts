/** GraphQL types of the staff screens (empty until built). */
export const staffSchema = '';
