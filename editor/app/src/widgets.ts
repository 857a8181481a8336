// Widgets beyond rjsf's generic ones, only where a plain text field is poor. (Colours use rjsf's own
// colour widget, chosen in schema-view.ts for hex-colour properties.)
import type { RegistryWidgetsType } from '@rjsf/utils';

export const widgets: RegistryWidgetsType = {};
