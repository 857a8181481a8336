// Widgets beyond rjsf's generic ones, only where a plain text field is poor. The schema picks them:
// a format schema-view.ts gives (picture files, hex colours) or the `editorWidget` keyword
// (editor-widget-field.tsx). Widgets draw one value; fields (`fields`) draw a whole object.
import type { RegistryFieldsType, RegistryWidgetsType } from '@rjsf/utils';
import { PicturePicker } from './pictures/PicturePicker';
import { ColourWidget } from './widgets/ColourWidget';
import { ParagraphWidget } from './widgets/ParagraphWidget';
import { WeekHoursField } from './widgets/WeekHoursField';
import { OptionalGroupField } from './widgets/OptionalGroupField';
import { SchemaFieldWithEditorWidgets } from './widgets/editor-widget-field';

export const widgets: RegistryWidgetsType = {
  picture: PicturePicker,
  'picture-with-alt': PicturePicker,
  color: ColourWidget,
  paragraph: ParagraphWidget,
};

export const widgetFields: RegistryFieldsType = {
  SchemaField: SchemaFieldWithEditorWidgets,
  'week-hours': WeekHoursField,
  'optional-group': OptionalGroupField,
};
