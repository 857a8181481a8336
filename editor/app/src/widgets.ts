// Widgets beyond rjsf's generic ones, only where a plain text field is poor. (Colours use rjsf's own
// colour widget, chosen in schema-view.ts for hex-colour properties.)
import type { RegistryWidgetsType } from '@rjsf/utils';
import { PicturePicker } from './pictures/PicturePicker';

export const widgets: RegistryWidgetsType = { picture: PicturePicker, 'picture-with-alt': PicturePicker };
