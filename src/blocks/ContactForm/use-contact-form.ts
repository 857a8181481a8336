// State of the quote form: values (shaped while typing), the photo chosen, the submit status of spec
// section 4 (idle -> sending -> success | error), and which fields a message belongs to.
import { useCallback, useEffect, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import {
  CONSENT_FIELD,
  EMPTY_VALUES,
  HONEYPOT_FIELD,
  checkPhoto,
  formatPhone,
  shapeZip,
  validateContact,
  type ContactForm,
  type ContactLocale,
  type FormValues,
} from '../../../shared/contact/rules';
import { CONSENT_VALUE } from '../../../shared/contact/form';
import { track } from '../../ui/analytics';
import { STATUS_ID, fieldId } from './ids';
import { submitContact } from './submit-contact';

export type Status = 'idle' | 'sending' | 'success' | 'error';
const FORM_LABEL = 'contact_form';

const SHAPERS: Partial<Record<keyof FormValues, (value: string, locale: ContactLocale) => string>> = {
  cell_phone: formatPhone,
  zip_code: shapeZip,
};

export interface Invalid {
  fields: string[];
  /** true: the message is the field's own (client check) */ own: boolean;
}

export function useContactForm(locale: ContactLocale, form: ContactForm, endpoint?: string) {
  const [values, setValues] = useState<FormValues>(EMPTY_VALUES);
  const [photo, setPhoto] = useState<File | null>(null);
  const photoInput = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [invalid, setInvalid] = useState<Invalid>({ fields: [], own: false });
  const [attempt, setAttempt] = useState(0); // changes on every submit, so a repeated message is announced again
  const focusTarget = useRef<string | null>(null); // element id to focus once the new state is on screen

  useEffect(() => {
    const id = focusTarget.current;
    if (!id) return;
    focusTarget.current = null;
    document.getElementById(id)?.focus();
  }, [status, attempt]);

  const onChange = useCallback(
    (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
      const name = event.target.name as keyof FormValues;
      if (name === CONSENT_FIELD) {
        const ticked = (event.target as HTMLInputElement).checked;
        setValues((previous) => ({ ...previous, [name]: ticked ? CONSENT_VALUE : '' }));
        return;
      }
      const shape = SHAPERS[name];
      const value = shape ? shape(event.target.value, locale) : event.target.value;
      setValues((previous) => ({ ...previous, [name]: value }));
    },
    [locale],
  );

  const onPhoto = useCallback((event: ChangeEvent<HTMLInputElement>) => {
    setPhoto(event.target.files?.[0] ?? null);
  }, []);

  const onSubmit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (status === 'sending') return;
      // Every submit starts from idle: no old message, no old invalid marks.
      setStatus('idle');
      setMessage('');
      setInvalid({ fields: [], own: false });
      setAttempt((n) => n + 1);

      const failure = validateContact(values, locale, form) ?? checkPhoto(form, photo, locale);
      if (failure) {
        setStatus('error');
        setMessage(failure.message);
        setInvalid({ fields: [failure.field], own: true });
        // Nothing is sent. Focus the field (its message is read through aria-describedby);
        // the hidden honeypot can't take focus, so its message gets it instead.
        focusTarget.current = failure.field === HONEYPOT_FIELD ? STATUS_ID : fieldId(failure.field);
        return;
      }

      setStatus('sending');
      track({ name: 'form_submit_start', label: FORM_LABEL });
      const result = await submitContact(values, fetch, locale.messages, form, photo, endpoint);
      track({ name: 'form_submit_success', label: FORM_LABEL, success: result.ok });
      if (result.ok) {
        setValues(EMPTY_VALUES); // on error the visitor's entries stay
        setPhoto(null);
        if (photoInput.current) photoInput.current.value = '';
      }
      setStatus(result.ok ? 'success' : 'error');
      setMessage(result.text);
      setInvalid({ fields: result.fields, own: false });
      focusTarget.current = STATUS_ID;
    },
    [status, values, locale, form, photo, endpoint],
  );

  return { values, status, message, invalid, attempt, onChange, onPhoto, photoInput, onSubmit };
}
