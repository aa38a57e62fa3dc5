export const vouchersSchema = '';
