import type { ReactNode } from 'react';

export type RscPayload = { root: ReactNode };
