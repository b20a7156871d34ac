/** The GitHub Action: filled in below. */
export async function run(): Promise<void> {}
