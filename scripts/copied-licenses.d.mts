/** The packages whose files scripts/package.mjs copies into dist/ itself. */
export declare const COPIED_PACKAGES: readonly string[];

/** One licenses.txt entry per package, in ncc's format. */
export declare function copiedLicenseNotices(
  require: NodeJS.Require,
  names?: readonly string[],
): string;

/** ncc's licenses.txt with the copied packages' notices added, each once. */
export declare function withCopiedLicenses(nccLicenses: string, require: NodeJS.Require): string;
