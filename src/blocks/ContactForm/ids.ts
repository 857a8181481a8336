// Fixed element ids (not useId): server and browser wrap the page differently, so generated ids
// would not match on hydration. A page has at most one contact form.
export const fieldId = (field: string) => `contact-${field.replace(/_/g, '-')}`;
export const errorId = (field: string) => `${fieldId(field)}-error`;
export const STATUS_ID = 'contact-form-status';
export const SECTION_ID = 'contact-form';
