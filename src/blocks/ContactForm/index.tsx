// The free-quote form (spec sections 4, 5, 7, 8): visible labels, shaping while typing, the shared
// rules on submit, then POST /api/contact with a live status message. Server-rendered: nothing here
// touches window during render. Its fields, their order, the consent box and the photo upload are
// site.json's contactForm (data.form); without it, today's US form.
import type { BlockProps } from '../../page-data';
import { Band, Container, SectionHeader } from '../../ui/layout';
import { Icon } from '../../ui/Icon';
import { useLabels } from '../../ui/labels';
import { DEFAULT_CONTACT_FORM, HONEYPOT_FIELD } from '../../../shared/contact/rules';
import { Field, laidOut } from './fields';
import { ConsentBox, PhotoField } from './optional-parts';
import { SECTION_ID, STATUS_ID, fieldId } from './ids';
import { StatusMessage } from './StatusMessage';
import { useContactForm } from './use-contact-form';
import { CONTACT_ENDPOINT } from './submit-contact';
import { Star } from './control-styles';
import {
  Assurance,
  Badges,
  FieldGrid,
  Footer,
  FormCard,
  Honeypot,
  RequiredNote,
  Spinner,
  SubmitButton,
} from './styles';

export default function ContactForm({ block, data }: BlockProps<'ContactForm'>) {
  const labels = useLabels();
  const shape = data.form ?? DEFAULT_CONTACT_FORM;
  const form = useContactForm(data.locale, shape, data.endpoint);
  const [beforeStar, afterStar] = labels.formRequired.split('{star}');
  const sending = form.status === 'sending';
  return (
    <Band id={SECTION_ID} $tone="soft">
      <Container>
        <SectionHeader heading={block.heading} intro={block.intro} />
        {/* method/action: without JavaScript the browser posts instead of putting personal data in the URL
            (a photo as multipart/form-data, which the server accepts from a form with a photo upload). */}
        <FormCard
          noValidate
          method="post"
          action={data.endpoint ?? CONTACT_ENDPOINT}
          encType={shape.photo ? 'multipart/form-data' : undefined}
          aria-label={block.heading}
          onSubmit={form.onSubmit}
          aria-busy={sending}
        >
          <RequiredNote>
            {beforeStar.trimEnd()}
            <Star aria-hidden="true">*</Star>
            <span className="visually-hidden">{` ${labels.formStar}`}</span>
            {afterStar ?? ''}
          </RequiredNote>
          <FieldGrid>
            {laidOut(shape).map(({ spec, required, span }) => (
              <Field
                key={spec.name}
                spec={spec}
                required={required}
                span={span}
                data={data}
                values={form.values}
                invalid={form.invalid}
                message={form.message}
                onChange={form.onChange}
              />
            ))}
            {shape.photo && (
              <PhotoField
                photo={shape.photo}
                invalid={form.invalid}
                message={form.message}
                inputRef={form.photoInput}
                onPhoto={form.onPhoto}
              />
            )}
          </FieldGrid>
          {shape.consent && (
            <ConsentBox
              consent={shape.consent}
              values={form.values}
              invalid={form.invalid}
              message={form.message}
              onChange={form.onChange}
            />
          )}
          <Honeypot aria-hidden="true">
            <label htmlFor={fieldId(HONEYPOT_FIELD)}>{labels.formHoneypot}</label>
            <input
              id={fieldId(HONEYPOT_FIELD)}
              name={HONEYPOT_FIELD}
              type="text"
              tabIndex={-1}
              autoComplete="off"
              value={form.values[HONEYPOT_FIELD] ?? ''}
              onChange={form.onChange}
            />
          </Honeypot>
          <Footer>
            <SubmitButton type="submit" $style="primary" disabled={sending}>
              {sending ? (
                <>
                  <Spinner aria-hidden="true" />
                  {labels.formSending}
                </>
              ) : (
                <>
                  <Icon name="mail" size={18} />
                  {labels.formSend}
                </>
              )}
            </SubmitButton>
            <Assurance>
              <p>{block.reassurance ?? labels.formReassurance}</p>
              <Badges aria-label={labels.formProtection}>
                <li>
                  <Icon name="lock" size={16} />
                  {labels.formSsl}
                </li>
                <li>
                  <Icon name="shield-check" size={16} />
                  {labels.formSpam}
                </li>
              </Badges>
            </Assurance>
          </Footer>
          <StatusMessage
            id={STATUS_ID}
            status={form.status}
            invalid={form.invalid}
            message={form.message}
            attempt={form.attempt}
          />
        </FormCard>
      </Container>
    </Band>
  );
}
