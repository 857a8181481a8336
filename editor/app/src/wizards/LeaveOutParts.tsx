// Add town: the parts every town's page shares, each with a box to leave it out of the new town's page
// (the block's "Only for these towns", kept to the towns that show it today). What the near-copy
// advice offers besides writing the town's own version of a part.
import type { RJSFSchema } from '@rjsf/utils';
import { blockName } from '../../../shared/field-names';
import { filledFor } from '../override-fields';
import { blocksToLeaveOut, type Template } from './draft-model';
import { useTranslation } from '../i18n';

interface Props {
  template: Template;
  town: string;
  schema: RJSFSchema;
  leftOut: number[];
  onChange: (leftOut: number[]) => void;
}

export function LeaveOutParts({ template, town, schema, leftOut, onChange }: Props) {
  const { t } = useTranslation();
  const parts = blocksToLeaveOut(template);
  if (!parts.length) return null;
  return (
    <fieldset className="leave-out">
      <legend>{t('wizard.town.leaveOut.title', { town })}</legend>
      <p className="hint">{t('wizard.town.leaveOut.hint', { town })}</p>
      <ul>
        {parts.map(({ block, index }) => (
          <li key={index}>
            <label>
              <input
                type="checkbox"
                checked={leftOut.includes(index)}
                onChange={(e) => onChange(e.target.checked ? [...leftOut, index] : leftOut.filter((i) => i !== index))}
              />{' '}
              {t('wizard.town.leaveOut.part', {
                town,
                part: blockName(schema, block, (text) => filledFor(text, town)),
              })}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
