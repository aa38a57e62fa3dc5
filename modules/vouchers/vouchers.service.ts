import type { VouchersDeps } from './vouchers.deps';

export function createVouchersService(deps: VouchersDeps) {
  void deps;
  return {};
}

export type VouchersService = ReturnType<typeof createVouchersService>;
