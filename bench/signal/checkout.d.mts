export function absentFiles(dir: string, commit: string): string[];
export function checkoutPresent(dir: string, commit: string): string[];
