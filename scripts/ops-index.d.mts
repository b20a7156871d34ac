export function opFolders(dir: string): string[];
export function opsIndexSource(folders: readonly string[], out: string): string;
export function writeOpsIndex(): void;
export function manifestsIndexSource(folders: readonly string[], out: string): string;
