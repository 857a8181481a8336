// The wizards that replace a part's plain "Add" button, by the part's id (sections.ts).
import type { ComponentType } from 'react';
import type { SiteState } from '../use-site';
import { AddTownWizard } from './AddTownWizard';
import { AddServiceWizard } from './AddServiceWizard';

export interface WizardProps {
  site: SiteState;
  go: (pointer: string) => void;
  onClose: () => void;
}

export const WIZARDS: Record<string, ComponentType<WizardProps>> = { towns: AddTownWizard, services: AddServiceWizard };
