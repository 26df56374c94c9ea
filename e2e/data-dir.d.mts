export function e2eDataDir(port: string): string;
