import type { SeedContext } from './context';

/** Demo data of the monitoring area. */
export async function seedMonitoring(_context: SeedContext): Promise<void> {}
