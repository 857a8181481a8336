// DO NOT EDIT. Generated from the block folders by `npm run gen:blocks`.
// What each block's <Type>/build.ts resolves and checks (generator/pages/resolve.ts and
// generator/check/cross-check.ts read it). Build code only: the browser never imports it. Typed so that a
// block type with data (BlockDataMap, src/page-data.ts) and no resolver fails `tsc`.
import type { BlockBuilds } from './build-definition';
import AreaCards from './AreaCards/build';
import AreasServed from './AreasServed/build';
import Article from './Article/build';
import BlogPosts from './BlogPosts/build';
import Breadcrumb from './Breadcrumb/build';
import ContactForm from './ContactForm/build';
import Map from './Map/build';
import PortfolioGrid from './PortfolioGrid/build';
import Testimonials from './Testimonials/build';

export const builds: BlockBuilds = {
  AreaCards,
  AreasServed,
  Article,
  BlogPosts,
  Breadcrumb,
  ContactForm,
  Map,
  PortfolioGrid,
  Testimonials,
};
