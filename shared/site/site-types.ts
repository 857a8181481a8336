// Named views of parts of the generated SiteModel type (the schema is the source of truth).
import type { SiteModel } from '../../schema/generated/site.js';

export type { Image, Button, Link, NavItem, Post, Project } from '../../schema/generated/site.js';
export type Business = SiteModel['business'];
export type Weekday = keyof Business['hours'];
