/** GraphQL types of the customers screens (empty until built). */
export const customersSchema = '';
