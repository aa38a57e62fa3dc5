export const classesSchema = '';
