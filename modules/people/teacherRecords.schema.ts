/** GraphQL types of the teacherRecords screens (empty until built). */
export const teacherRecordsSchema = '';
