// The one typed registry of block components. Its type is a mapped type over the schema's block
// types, so a block type added to site.schema.json without a component here fails `tsc`.
import type { ComponentType } from 'react';
import type { BlockProps, BlockType, ResolvedBlock } from './types';
import AreaCards from './AreaCards';
import AreasServed from './AreasServed';
import Article from './Article';
import BlogCategories from './BlogCategories';
import BlogPosts from './BlogPosts';
import Breadcrumb from './Breadcrumb';
import ContactDetails from './ContactDetails';
import ContactForm from './ContactForm';
import CtaBand from './CtaBand';
import Faq from './Faq';
import Gallery from './Gallery';
import Hero from './Hero';
import LinkList from './LinkList';
import Map from './Map';
import MulchTypes from './MulchTypes';
import Packages from './Packages';
import PortfolioGrid from './PortfolioGrid';
import ProcessSteps from './ProcessSteps';
import RichText from './RichText';
import ServiceCards from './ServiceCards';
import ServiceList from './ServiceList';
import SpecialtyCards from './SpecialtyCards';
import Stats from './Stats';
import Testimonials from './Testimonials';
import TextWithImage from './TextWithImage';
import WhyChoose from './WhyChoose';

export type BlockRegistry = { [T in BlockType]: ComponentType<BlockProps<T>> };

export const blocks: BlockRegistry = {
  AreaCards, AreasServed, Article, BlogCategories, BlogPosts, Breadcrumb, ContactDetails, ContactForm, CtaBand,
  Faq, Gallery, Hero, LinkList, Map, MulchTypes, Packages, PortfolioGrid, ProcessSteps, RichText, ServiceCards,
  ServiceList, SpecialtyCards, Stats, Testimonials, TextWithImage, WhyChoose,
};

/** The server draws every block (in the browser, src/renderer/hydrate-blocks.ts keeps some as served). */
export const keepsServerHtml = (_item: ResolvedBlock): boolean => false;
