import 'i18next';
import type { FigureVariables, StudioVariables } from '@studio/shared';
import type { Resources } from './namespaces';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: Resources;
    /** create-i18n.ts gives every string the studio's variables and its language's figures. */
    defaultVariables: StudioVariables & FigureVariables;
  }
}
