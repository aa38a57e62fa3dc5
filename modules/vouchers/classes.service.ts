import type { VouchersDeps } from './vouchers.deps';

export function createClassesService(deps: VouchersDeps) {
  void deps;
  return {};
}

export type ClassesService = ReturnType<typeof createClassesService>;
