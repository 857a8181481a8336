// Named views of parts of the generated SiteModel type (the schema is the source of truth).
import type { SiteModel } from '../../schema/generated/site.js';

export type {
  SiteModel,
  Town,
  Template,
  Page,
  Block,
  Image,
  Button,
  Link,
  NavItem,
  Testimonial,
  Post,
  Project,
} from '../../schema/generated/site.js';
export type Business = SiteModel['business'];
export type Theme = SiteModel['theme'];
export type Weekday = keyof Business['hours'];
