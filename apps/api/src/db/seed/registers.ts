import type { SeedContext } from './context';

/** Demo data of the registers area. */
export async function seedRegisters(_context: SeedContext): Promise<void> {}
