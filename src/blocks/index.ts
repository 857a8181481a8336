// The one registry of blocks: each block type's definition (<Type>/block.ts: its component, loaded on
// demand, and whether it is interactive). The server render, the browser's hydration and the editor's
// preview all read it; what the build resolves and checks per block is the other half (builds.ts).
// Typed over the schema's block types, so a block type added to site.schema.json without an entry
// here fails `tsc`. One import and one entry per line: the browser bundle of a site keeps only the
// blocks it uses (generator/render/site-blocks.ts drops the other lines).
import type { BlockRegistry } from './definition';
import AreaCards from './AreaCards/block';
import AreasServed from './AreasServed/block';
import Article from './Article/block';
import BeforeAfter from './BeforeAfter/block';
import BlogCategories from './BlogCategories/block';
import BlogPosts from './BlogPosts/block';
import Breadcrumb from './Breadcrumb/block';
import ContactDetails from './ContactDetails/block';
import ContactForm from './ContactForm/block';
import CtaBand from './CtaBand/block';
import Faq from './Faq/block';
import Gallery from './Gallery/block';
import Hero from './Hero/block';
import LinkList from './LinkList/block';
import Map from './Map/block';
import MulchTypes from './MulchTypes/block';
import Packages from './Packages/block';
import PortfolioGrid from './PortfolioGrid/block';
import ProcessSteps from './ProcessSteps/block';
import RichText from './RichText/block';
import ServiceCards from './ServiceCards/block';
import ServiceList from './ServiceList/block';
import SpecialtyCards from './SpecialtyCards/block';
import Stats from './Stats/block';
import Testimonials from './Testimonials/block';
import TextWithImage from './TextWithImage/block';
import WhyChoose from './WhyChoose/block';

export const blocks: BlockRegistry = {
  AreaCards,
  AreasServed,
  Article,
  BeforeAfter,
  BlogCategories,
  BlogPosts,
  Breadcrumb,
  ContactDetails,
  ContactForm,
  CtaBand,
  Faq,
  Gallery,
  Hero,
  LinkList,
  Map,
  MulchTypes,
  Packages,
  PortfolioGrid,
  ProcessSteps,
  RichText,
  ServiceCards,
  ServiceList,
  SpecialtyCards,
  Stats,
  Testimonials,
  TextWithImage,
  WhyChoose,
};
