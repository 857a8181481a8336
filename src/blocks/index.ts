// DO NOT EDIT. Generated from the block folders by `npm run gen:blocks`.
// Each block type's definition (<Type>/block.ts: its component, loaded on demand, and whether it is
// interactive): the server render, the browser's hydration and the editor's preview read it. Typed over
// the schema's block types, so a schema block type without a folder fails `tsc`.
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
