// A lead's status as a coloured word (the colour repeats the word, never replaces it).
import type { LeadStatus } from '../../../../shared/leads';
import { statusLabel } from './leads-api';

export const StatusBadge = ({ status }: { status: LeadStatus }) => (
  <span className={`status-badge ${status}`}>{statusLabel(status)}</span>
);
