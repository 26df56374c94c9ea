import type { SeedContext } from './context';

/** Demo data of the field-operations area. */
export async function seedFieldOperations(_context: SeedContext): Promise<void> {}
