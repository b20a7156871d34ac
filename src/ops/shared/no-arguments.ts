import { z } from 'zod';

/** The arguments of a handler that reads nothing from them. */
export const NO_ARGUMENTS = z.object({});
