/** GraphQL types of the teachers screens (empty until built). */
export const teachersSchema = '';
