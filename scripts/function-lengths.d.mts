export function functionLengths(
  path: string,
  text: string,
): { name: string; path: string; line: number; lines: number }[];
export function sourceFunctionLengths(): {
  name: string;
  path: string;
  line: number;
  lines: number;
}[];
