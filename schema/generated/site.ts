/* DO NOT EDIT. Generated from schema/site.schema.json by `npm run gen:types`. */

/**
 * Opening time and closing time (24-hour HH:MM), or "closed".
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Hours".
 */
export type Hours =
  | {
      /**
       * Opening time, 24-hour HH:MM.
       */
      opens: string;
      /**
       * Closing time, 24-hour HH:MM.
       */
      closes: string;
    }
  | 'closed';
/**
 * A link target: a site route such as /contact or /contact#contact-form, tel:{tel}, mailto:{email}, or a full https:// address.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Href".
 */
export type Href = string;
/**
 * One section of a page. Pick its kind with "type".
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Block".
 */
export type Block =
  | Hero
  | Breadcrumb
  | TextWithImage
  | ServiceList
  | ServiceCards
  | AreaCards
  | SpecialtyCards
  | MulchTypes
  | Packages
  | WhyChoose
  | ProcessSteps
  | Stats
  | Testimonials
  | Faq
  | Gallery
  | Map
  | AreasServed
  | CtaBand
  | BlogPosts
  | BlogCategories
  | Article
  | PortfolioGrid
  | ContactForm
  | ContactDetails
  | RichText
  | LinkList;
/**
 * Section heading. May use placeholders such as {town}.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Heading".
 */
export type Heading = string;
/**
 * Short paragraph under the heading.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Intro".
 */
export type Intro = string;
/**
 * Name of a built-in icon.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Icon".
 */
export type Icon =
  | 'shield'
  | 'award'
  | 'clock'
  | 'leaf'
  | 'users'
  | 'phone'
  | 'tree'
  | 'star'
  | 'heart'
  | 'calendar'
  | 'truck'
  | 'droplet'
  | 'snowflake'
  | 'map-pin'
  | 'check'
  | 'sparkles'
  | 'home'
  | 'tools'
  | 'sun'
  | 'shovel';
/**
 * A colour as six-digit hex, e.g. #1f6f43.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Colour".
 */
export type Colour = string;

/**
 * The whole marketing site: business facts, towns, services, templates, pages and collections.
 */
export interface SiteModel {
  /**
   * Path of this schema, so editors can help while typing.
   */
  $schema?: string;
  /**
   * Site-wide settings.
   */
  site: {
    /**
     * Site name used in titles and sharing.
     */
    name: string;
    /**
     * Public address of the site without trailing slash, e.g. https://www.example.com.
     */
    origin: string;
    /**
     * Folder of this site's pictures and logo (holding images/), relative to this file. Default: the assets folder beside this file, or the project's when there is none.
     */
    assets?: string;
    /**
     * Language and region, e.g. en-US.
     */
    locale: string;
    defaultImage: Image;
    /**
     * Web analytics, loaded only after the visitor accepts.
     */
    analytics?: {
      /**
       * Google Analytics 4 measurement id (G-XXXX), or leave out for none.
       */
      ga4?: string;
    };
    /**
     * Doctor: highest allowed text similarity (0-1) between two town pages of one template after town names are removed. Default 0.6.
     */
    nearDuplicateLimit?: number;
  };
  /**
   * Facts about the business, shown in the header, footer, contact page and structured data.
   */
  business: {
    /**
     * Business name.
     */
    name: string;
    /**
     * Phone as shown, e.g. (419) 555-0142; must be a valid number of locale.country.
     */
    phone: string;
    /**
     * Contact e-mail.
     */
    email: string;
    /**
     * Postal address.
     */
    address: {
      /**
       * Street and number.
       */
      street: string;
      /**
       * City.
       */
      city: string;
      /**
       * State, county or province, as written in addresses (e.g. OH).
       */
      region: string;
      /**
       * Postal code; must match locale.postalCodePattern.
       */
      postalCode: string;
      /**
       * Country code.
       */
      country: string;
    };
    /**
     * Map position of the office.
     */
    geo: {
      /**
       * Latitude.
       */
      latitude: number;
      /**
       * Longitude.
       */
      longitude: number;
    };
    /**
     * Opening hours for each weekday.
     */
    hours: {
      monday: Hours;
      tuesday: Hours;
      wednesday: Hours;
      thursday: Hours;
      friday: Hours;
      saturday: Hours;
      sunday: Hours;
    };
    /**
     * Year the business started.
     */
    foundingYear?: number;
    /**
     * Review rating: average stars and number of reviews. Leave out unless real; search engines see it only when given.
     */
    rating?: {
      /**
       * Average stars.
       */
      value: number;
      /**
       * Number of reviews.
       */
      count: number;
    };
    /**
     * Price level, e.g. $$.
     */
    priceRange?: string;
    /**
     * Payment methods accepted.
     *
     * @minItems 1
     */
    payment?: string[];
    /**
     * The business's social media page.
     */
    social?: {
      /**
       * Network name, e.g. Facebook.
       */
      label: string;
      /**
       * Full address of the page.
       */
      url: string;
    };
    /**
     * Address of the embeddable map of the office (https).
     */
    mapUrl: string;
    /**
     * Short text for 24/7 emergency service, shown near emergency buttons.
     */
    emergencyLine?: string;
    /**
     * The kind of business as schema.org names it (a LocalBusiness type), written in the structured data search engines read. Default LocalBusiness.
     */
    type?:
      | 'LocalBusiness'
      | 'AutomotiveBusiness'
      | 'AutoRepair'
      | 'AutoBodyShop'
      | 'AutoWash'
      | 'ChildCare'
      | 'DryCleaningOrLaundry'
      | 'EmergencyService'
      | 'EmploymentAgency'
      | 'EntertainmentBusiness'
      | 'FinancialService'
      | 'AccountingService'
      | 'FoodEstablishment'
      | 'HealthAndBeautyBusiness'
      | 'HairSalon'
      | 'DaySpa'
      | 'HomeAndConstructionBusiness'
      | 'Electrician'
      | 'GeneralContractor'
      | 'HVACBusiness'
      | 'HousePainter'
      | 'Locksmith'
      | 'MovingCompany'
      | 'Plumber'
      | 'RoofingContractor'
      | 'LandscapingBusiness'
      | 'LegalService'
      | 'Attorney'
      | 'Notary'
      | 'LodgingBusiness'
      | 'MedicalBusiness'
      | 'Dentist'
      | 'Physician'
      | 'ProfessionalService'
      | 'RealEstateAgent'
      | 'RecyclingCenter'
      | 'SelfStorage'
      | 'SportsActivityLocation'
      | 'Store'
      | 'TravelAgency'
      | 'AnimalShelter';
    /**
     * The business's logo, from the site's images folder. Shown in the header and footer beside the name, and used as the browser tab's icon. Without one, the name alone is shown as a wordmark.
     */
    logo?: {
      /**
       * File name of the logo inside the images folder: an SVG, or a PNG or JPEG at least 80 px tall.
       */
      src: string;
      /**
       * Optional light version of the logo for the dark footer, e.g. the mark drawn in white. Default: the logo itself.
       */
      onDark?: string;
      /**
       * Optional square icon for the browser tab (SVG or PNG). Default: the logo itself.
       */
      favicon?: string;
    };
  };
  /**
   * Colours and typefaces of the site. Every pair of text and background colours must stay readable (WCAG AA contrast); the build names any pair that is not.
   */
  theme: {
    /**
     * The one accent colour (hex), used for buttons and links.
     */
    accent: string;
    /**
     * A darker shade of the accent for hover and dark bands (hex).
     */
    accentDark: string;
    /**
     * Colour of emergency bands (hex). Default #b42318.
     */
    emergency?: string;
    /**
     * Headings and the darkest text (hex). Default: a near-black tinted towards the accent's hue.
     */
    ink?: string;
    /**
     * Body text (hex). Default: a dark grey tinted towards the accent's hue.
     */
    text?: string;
    /**
     * Secondary text: captions, dates, small print (hex). Default: a mid grey tinted towards the accent's hue.
     */
    muted?: string;
    /**
     * Borders and dividers (hex). Default: a light grey tinted towards the accent's hue.
     */
    line?: string;
    /**
     * Soft backgrounds of alternate bands and cards (hex). Default: a very light tint of the accent's hue.
     */
    soft?: string;
    /**
     * The small line above the hero's heading, on the dark photo (hex). Default: a pale tint of the accent's hue.
     */
    heroEyebrow?: string;
    /**
     * Typefaces, by family name of an installed @fontsource-variable package (npm install @fontsource-variable/<name>). Default: Fraunces headings, Inter text.
     */
    fonts?: {
      /**
       * Family of headings and the business name, e.g. Fraunces. Drawn at weight 650.
       */
      heading?: string;
      /**
       * Family of all other text, e.g. Inter. Drawn at weights 400 to 700.
       */
      body?: string;
    };
  };
  locale?: Locale;
  labels?: Labels;
  /**
   * Links in the header and footer.
   */
  navigation: {
    /**
     * Main navigation, left to right.
     *
     * @minItems 1
     */
    header: NavItem[];
    /**
     * Footer quick links.
     *
     * @minItems 1
     */
    footer: Link[];
    /**
     * Policy links at the very bottom.
     */
    legal: Link[];
  };
  /**
   * Served towns, in the order they are listed on the site.
   *
   * @minItems 1
   */
  towns: Town[];
  /**
   * Services the business sells.
   *
   * @minItems 1
   */
  services: Service[];
  /**
   * Page patterns repeated for towns or posts.
   */
  templates: Template[];
  /**
   * Pages at fixed addresses.
   *
   * @minItems 1
   */
  pages: Page[];
  /**
   * Extra addresses that show the same page as another; search engines are pointed to the main one.
   *
   * Items: An alias.
   */
  aliases: {
    /**
     * The extra address.
     */
    from: string;
    /**
     * Address of the main page.
     */
    to: string;
  }[];
  /**
   * Lists of content used by blocks.
   */
  collections: {
    /**
     * Customer reviews.
     */
    testimonials: Testimonial[];
    /**
     * Blog posts.
     */
    posts: Post[];
    /**
     * Portfolio projects.
     */
    projects: Project[];
  };
}
/**
 * A picture from assets/images/. The build makes sized AVIF and WebP versions.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  /**
   * File name inside assets/images/, e.g. lake-dock.jpg or patio.svg.
   */
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Leave empty only when decorative is true.
   */
  alt: string;
  /**
   * True when the picture adds nothing a reader would miss; screen readers then skip it.
   */
  decorative?: boolean;
  /**
   * Optional caption shown under the picture in galleries.
   */
  caption?: string;
}
/**
 * How the country of the business writes phone numbers, postal codes, regions and times. Every property has the US default.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Locale".
 */
export interface Locale {
  /**
   * Country of the business (ISO 3166 code, e.g. US, GB): phone numbers are checked and shaped for it.
   */
  country?: string;
  /**
   * How the contact form writes a typed phone number: national, e.g. (419) 555-0123, or international, e.g. +1 419 555 0123.
   */
  phoneFormat?: 'national' | 'international';
  /**
   * Regular expression a postal code must match (towns, the office, the contact form).
   */
  postalCodePattern?: string;
  /**
   * Name of the postal code, e.g. ZIP code, Postcode.
   */
  postalCodeLabel?: string;
  /**
   * Contact form: message when the postal code does not match.
   */
  postalCodeMessage?: string;
  /**
   * Contact form: message when the phone number is not valid.
   */
  phoneMessage?: string;
  /**
   * Codes or names of the regions (states, counties) the contact form offers; the business's own comes first. Empty: a free text field. Default: the 50 US states.
   */
  regions?: string[];
  /**
   * Name of a region, e.g. State, County.
   */
  regionLabel?: string;
  /**
   * Contact form: message when no region is chosen.
   */
  regionMessage?: string;
  /**
   * Opening hours as 8:00 AM (12) or 08:00 (24).
   */
  hourCycle?: 12 | 24;
}
/**
 * Every word of the page frame and the blocks that is not in their own text. Each has a default (the English wording); set only those to change. {name} placeholders are filled in from the business facts.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Labels".
 */
export interface Labels {
  /**
   * Header: the skip link keyboard users meet first.
   */
  skipToContent?: string;
  /**
   * Header: name of the main navigation, read by screen readers.
   */
  mainMenu?: string;
  /**
   * Header: name of the small-screen menu, read by screen readers.
   */
  mobileMenu?: string;
  /**
   * Header: name of the small-screen menu button when closed.
   */
  openMenu?: string;
  /**
   * Header: name of the small-screen menu button when open.
   */
  closeMenu?: string;
  /**
   * Header: name of a dropdown button. {label}: the entry, e.g. Services.
   */
  submenu?: string;
  /**
   * Small-screen menu: last entry, to the social media page.
   */
  followUs?: string;
  /**
   * Small-screen menu: read after "Follow us". {network}: e.g. Facebook.
   */
  followUsOn?: string;
  /**
   * Header and footer: name of the social media icon link. {network}: e.g. Facebook.
   */
  socialLink?: string;
  /**
   * Links to other sites: read by screen readers after the link text.
   */
  opensInNewTab?: string;
  /**
   * Header, service cards: the quote button.
   */
  quoteButton?: string;
  /**
   * Where every quote button leads.
   */
  quoteHref?: string;
  /**
   * Small-screen bar: the quote button.
   */
  mobileQuoteButton?: string;
  /**
   * Small-screen bar and contact details: the call button.
   */
  callButton?: string;
  /**
   * Small-screen bar: its name, read by screen readers.
   */
  quickContact?: string;
  /**
   * Footer: line under the name. {city}, {region}: the office; {year}: business.foundingYear.
   */
  footerTagline?: string;
  /**
   * Footer: line under the name when business.foundingYear is not given.
   */
  footerTaglineNoYear?: string;
  /**
   * Footer: heading of the quick links.
   */
  quickLinks?: string;
  /**
   * Footer: heading of phone, e-mail and hours.
   */
  contactHeading?: string;
  /**
   * Footer: the e-mail button.
   */
  emailButton?: string;
  /**
   * Footer and contact details: heading of the opening hours.
   */
  businessHours?: string;
  /**
   * Footer and map: heading of the served towns.
   */
  serviceAreas?: string;
  /**
   * Footer: last entry when there are more towns than it lists. {count}: number of towns.
   */
  allServiceAreas?: string;
  /**
   * Footer: name of the policy links, read by screen readers.
   */
  legalMenu?: string;
  /**
   * Footer: the copyright line. {year}: the current year; {name}: business name.
   */
  copyright?: string;
  /**
   * Opening hours: a day without hours.
   */
  closed?: string;
  /**
   * Consent notice: heading.
   */
  consentTitle?: string;
  /**
   * Consent notice: the question.
   */
  consentText?: string;
  /**
   * Consent notice: accept button.
   */
  consentAccept?: string;
  /**
   * Consent notice: decline button.
   */
  consentDecline?: string;
  /**
   * Cookie policy: button that shows the consent notice again.
   */
  consentChange?: string;
  /**
   * Pictures: shown while a picture loads.
   */
  imageLoading?: string;
  /**
   * Pictures: shown when a picture fails to load.
   */
  imageUnavailable?: string;
  /**
   * Breadcrumb: its name, read by screen readers.
   */
  breadcrumb?: string;
  /**
   * Breadcrumb: first entry.
   */
  breadcrumbHome?: string;
  /**
   * Area cards: the link on each card. {town}: the town.
   */
  areaCardLink?: string;
  /**
   * Areas served, towns other than the base: the note on the office card. {town}; {street}, {city}: the office.
   */
  crewsTravel?: string;
  /**
   * Contact details: label of the address.
   */
  address?: string;
  /**
   * Contact details: label of the phone.
   */
  phone?: string;
  /**
   * Contact details: label of the e-mail.
   */
  email?: string;
  /**
   * Contact details: label of the hours summary.
   */
  hours?: string;
  /**
   * Contact details: the e-mail button.
   */
  emailSend?: string;
  /**
   * Map: name of the embedded map. {name}: business; {address}: office.
   */
  mapTitle?: string;
  /**
   * Map: button that loads the map.
   */
  showMap?: string;
  /**
   * Map: link that opens the map in a new tab.
   */
  openMap?: string;
  /**
   * Portfolio: count of shown projects. {count}.
   */
  projectCount?: string;
  /**
   * Portfolio: count when one project is shown.
   */
  projectCountOne?: string;
  /**
   * Portfolio: name of the filter buttons, read by screen readers.
   */
  projectFilter?: string;
  /**
   * Process steps: read before a step number.
   */
  step?: string;
  /**
   * Policies: before the date.
   */
  lastUpdated?: string;
  /**
   * Service cards: the link to the service page.
   */
  learnMore?: string;
  /**
   * Service cards: read after "Learn More". {title}: the service.
   */
  learnMoreAbout?: string;
  /**
   * Reviews: the stars, read by screen readers. {rating}, {max}.
   */
  rated?: string;
  /**
   * Packages: before the "ideal for" text.
   */
  idealFor?: string;
  /**
   * Blog posts: reading time. {minutes}.
   */
  readTime?: string;
  /**
   * Contact form: note above the fields. {star}: the star.
   */
  formRequired?: string;
  /**
   * Contact form: the star, read by screen readers.
   */
  formStar?: string;
  /**
   * Contact form: after the label of an optional field.
   */
  formOptional?: string;
  /**
   * Contact form: first entry of the region list.
   */
  formSelect?: string;
  /**
   * Contact form: label of the hidden field only robots fill in.
   */
  formHoneypot?: string;
  /**
   * Contact form: the send button.
   */
  formSend?: string;
  /**
   * Contact form: the send button while sending.
   */
  formSending?: string;
  /**
   * Contact form: promise under the button (a block may set its own).
   */
  formReassurance?: string;
  /**
   * Contact form: name of the badges, read by screen readers.
   */
  formProtection?: string;
  /**
   * Contact form: first badge.
   */
  formSsl?: string;
  /**
   * Contact form: second badge.
   */
  formSpam?: string;
  /**
   * Contact form: field label.
   */
  firstName?: string;
  /**
   * Contact form: field label.
   */
  lastName?: string;
  /**
   * Contact form: field label.
   */
  cellPhone?: string;
  /**
   * Contact form: field label.
   */
  emailField?: string;
  /**
   * Contact form: field label.
   */
  street?: string;
  /**
   * Contact form: field label.
   */
  city?: string;
  /**
   * Contact form: field label.
   */
  comments?: string;
  /**
   * Contact form: example in the phone field. {phoneExample}: an example number in the format of locale.country.
   */
  phonePlaceholder?: string;
  /**
   * Contact form: example in the e-mail field.
   */
  emailPlaceholder?: string;
  /**
   * Contact form: example in the postal code field. {postalCode}: the office's.
   */
  postalCodePlaceholder?: string;
  /**
   * Contact form: example in the comments field.
   */
  commentsPlaceholder?: string;
  /**
   * Built-in 404 page (when pages has no /404): title and heading.
   */
  notFoundTitle?: string;
  /**
   * Built-in 404 page: the text.
   */
  notFoundText?: string;
  /**
   * Built-in 404 page: the button to the home page.
   */
  notFoundHome?: string;
  /**
   * Contact form: message when the hidden field only robots fill in is filled.
   */
  messageHoneypot?: string;
  /**
   * Contact form: message when the first name is not valid.
   */
  messageFirstName?: string;
  /**
   * Contact form: message when the last name is not valid.
   */
  messageLastName?: string;
  /**
   * Contact form: message when the e-mail address is not valid.
   */
  messageEmail?: string;
  /**
   * Contact form: message when the street address is empty.
   */
  messageStreet?: string;
  /**
   * Contact form: message when the city is empty.
   */
  messageCity?: string;
  /**
   * Contact form: message when the comments are too long.
   */
  messageComments?: string;
  /**
   * Contact form: message when a field holds an invisible control character; {label} is the field's label.
   */
  messageHiddenCharacters?: string;
  /**
   * Contact form: message when a field is longer than the form allows.
   */
  messageTooLong?: string;
  /**
   * Contact form: message when a field is missing from what was sent; {label} is the field's label.
   */
  messageRequired?: string;
  /**
   * Contact form: message when an out-of-date page sends a field the form no longer has.
   */
  messageUnexpectedField?: string;
  /**
   * Contact form: the server's summary when some fields need fixing.
   */
  messageInvalid?: string;
  /**
   * Contact form: shown when the message was received.
   */
  messageSuccess?: string;
  /**
   * Contact form: shown when the message could not be sent (no connection, or no answer the form can read).
   */
  messageFailure?: string;
  /**
   * Contact form: shown after too many submissions from one connection.
   */
  messageRateLimited?: string;
  /**
   * Contact form: shown when the server is too busy to save the message; {phone} is the business phone.
   */
  messageBusy?: string;
}
/**
 * A navigation link, optionally with a dropdown.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "NavItem".
 */
export interface NavItem {
  /**
   * Visible text.
   */
  label: string;
  href: Href;
  /**
   * Links in its dropdown.
   *
   * @minItems 1
   */
  children?: Link[];
}
/**
 * A text link.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Link".
 */
export interface Link {
  /**
   * Visible text.
   */
  label: string;
  href: Href;
}
/**
 * A served town. Adding one here adds its pages, area cards, sitemap entries and footer entry.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Town".
 */
export interface Town {
  /**
   * Lowercase name used in addresses, e.g. port-clinton.
   */
  slug: string;
  /**
   * Name as written, e.g. Port Clinton.
   */
  name: string;
  /**
   * State, county or province code as written in addresses (e.g. OH).
   */
  state: string;
  /**
   * County name without the word County.
   */
  county: string;
  /**
   * Postal code; must match locale.postalCodePattern.
   */
  postalCode: string;
  /**
   * Few words on what the town is like, e.g. lakefront and boat-basin.
   */
  character: string;
  /**
   * True for the town where the business has its office; its pages show the office card.
   */
  isBase?: boolean;
  /**
   * Text of this town's card on overview pages.
   */
  areaCard: {
    /**
     * What the business does most here.
     */
    specialty: string;
    /**
     * One or two sentences.
     */
    description: string;
    /**
     * Three or four short points.
     */
    features?: string[];
  };
  /**
   * Town-specific text per template id.
   */
  pages?: {
    [k: string]: TownPage;
  };
}
/**
 * This town's own text for one template.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "TownPage".
 */
export interface TownPage {
  /**
   * Replaces the template's title for this town.
   */
  title?: string;
  /**
   * Replaces the template's description for this town.
   */
  description?: string;
  /**
   * Per block id, the properties to replace for this town, e.g. {"hero": {"text": "..."}}.
   */
  blocks?: {
    [k: string]: {};
  };
}
/**
 * A service the business sells.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Service".
 */
export interface Service {
  /**
   * Short name used by templates.
   */
  id: string;
  /**
   * Service name as written, e.g. Tree Removal.
   */
  name: string;
}
/**
 * A page pattern repeated for every town (or every blog post). Text may use placeholders: {town}, {townSlug}, {county}, {zip}, {state}, {service} and for posts {slug}, {title}, {excerpt}.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Template".
 */
export interface Template {
  /**
   * Short name of the template, used by towns[].pages and AreaCards.
   */
  id: string;
  /**
   * Make one page per town (default) or per blog post.
   */
  each?: 'town' | 'post';
  /**
   * Address pattern, e.g. /landscaping-in-{townSlug} or /blog/{slug}.
   */
  path: string;
  /**
   * Id of the service in services[] these pages sell (towns only).
   */
  service?: string;
  /**
   * Which towns get a page: "all" or a list of town slugs.
   */
  towns?: 'all' | string[];
  /**
   * Page title in the browser tab and search results (about 30-60 characters).
   */
  title: string;
  /**
   * Search-result summary (about 70-160 characters).
   */
  description: string;
  image?: Image;
  /**
   * Main structured data for search engines; BreadcrumbList and FAQPage are added automatically.
   */
  structuredData?: 'LocalBusiness' | 'Blog' | 'Service' | 'Article' | 'none';
  /**
   * The sections of the page, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * Large opening banner with heading, text, photo and buttons. The first block of a page; its image is loaded first.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Hero".
 */
export interface Hero {
  /**
   * Block type Hero.
   */
  type: 'Hero';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  /**
   * Small line above the heading, e.g. Serving Huron since 2000.
   */
  eyebrow?: string;
  heading: Heading;
  text?: Intro;
  image: Image;
  /**
   * Buttons under the text (one or two).
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * Short trust points shown as chips, e.g. Licensed & Insured.
   *
   * @maxItems 4
   */
  badges?: string[];
  /**
   * full for the home page, compact for inner pages.
   */
  size?: 'full' | 'compact';
}
/**
 * A call-to-action link styled as a button.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Button".
 */
export interface Button {
  /**
   * Text on the button, e.g. Get Free Quote.
   */
  label: string;
  href: Href;
  /**
   * Look of the button: primary (accent colour), secondary (outlined), call (phone icon, for tel: links), light (for dark backgrounds).
   */
  style?: 'primary' | 'secondary' | 'call' | 'light';
  /**
   * Analytics event sent when it is clicked; chosen from the link when omitted.
   */
  event?: 'cta_click' | 'phone_call' | 'email_click';
}
/**
 * Trail of links from Home to this page, built from the page's address.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Breadcrumb".
 */
export interface Breadcrumb {
  /**
   * Block type Breadcrumb.
   */
  type: 'Breadcrumb';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
}
/**
 * A story section: heading, paragraphs and an optional photo beside them.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "TextWithImage".
 */
export interface TextWithImage {
  /**
   * Block type TextWithImage.
   */
  type: 'TextWithImage';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  /**
   * Small line above the heading.
   */
  eyebrow?: string;
  heading: Heading;
  /**
   * Paragraphs of text.
   *
   * @minItems 1
   */
  paragraphs: string[];
  /**
   * Optional checklist under the paragraphs.
   */
  bullets?: string[];
  image?: Image;
  /**
   * Which side the photo stands on wide screens.
   */
  imageSide?: 'left' | 'right';
  /**
   * Optional buttons.
   *
   * @maxItems 3
   */
  buttons?: Button[];
}
/**
 * One or more titled lists of services, shown as check-marked columns.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ServiceList".
 */
export interface ServiceList {
  /**
   * Block type ServiceList.
   */
  type: 'ServiceList';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Lists shown side by side.
   *
   * @minItems 1
   *
   * Items: A titled list.
   */
  groups: {
    /**
     * List title (optional when there is one list).
     */
    heading?: string;
    /**
     * The entries.
     *
     * @minItems 1
     */
    items: string[];
  }[];
}
/**
 * Cards for services, each with photo, text, features and links.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ServiceCards".
 */
export interface ServiceCards {
  /**
   * Block type ServiceCards.
   */
  type: 'ServiceCards';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Show a Get Free Quote button on every card next to Learn More.
   */
  quoteButton?: boolean;
  /**
   * The cards.
   *
   * @minItems 1
   *
   * Items: A service card.
   */
  items: {
    /**
     * Service name.
     */
    title: string;
    /**
     * One or two sentences.
     */
    description: string;
    image?: Image;
    href: Href;
    /**
     * Optional badge, e.g. Most Popular.
     */
    badge?: string;
    /**
     * Short feature list.
     */
    features?: string[];
  }[];
}
/**
 * One card per town the template covers (or every served town, with allTowns), linking to that town's page of the template.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "AreaCards".
 */
export interface AreaCards {
  /**
   * Block type AreaCards.
   */
  type: 'AreaCards';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Id of the template whose town pages the cards link to, e.g. landscaping.
   */
  template: string;
  /**
   * True: a card for every served town, where the template does not cover a town linking to that town's first town page. Default false: cards only for the towns the template covers.
   */
  allTowns?: boolean;
}
/**
 * Cards of specialties, each with a short list of features.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "SpecialtyCards".
 */
export interface SpecialtyCards {
  /**
   * Block type SpecialtyCards.
   */
  type: 'SpecialtyCards';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The cards.
   *
   * @minItems 1
   *
   * Items: A specialty.
   */
  items: {
    /**
     * Card title.
     */
    title: string;
    /**
     * What it is.
     */
    description: string;
    /**
     * Features, usually three.
     */
    features?: string[];
  }[];
}
/**
 * Cards comparing kinds of mulch.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "MulchTypes".
 */
export interface MulchTypes {
  /**
   * Block type MulchTypes.
   */
  type: 'MulchTypes';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The mulch types.
   *
   * @minItems 1
   *
   * Items: A mulch type.
   */
  items: {
    /**
     * Card title.
     */
    title: string;
    /**
     * What it is.
     */
    description: string;
    /**
     * Features, usually three.
     */
    features?: string[];
  }[];
}
/**
 * Service packages, each with features and who it suits.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Packages".
 */
export interface Packages {
  /**
   * Block type Packages.
   */
  type: 'Packages';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The packages.
   *
   * @minItems 1
   *
   * Items: A package.
   */
  items: {
    /**
     * Package name.
     */
    title: string;
    /**
     * What is included.
     *
     * @minItems 1
     */
    features: string[];
    /**
     * Who it suits.
     */
    idealFor: string;
  }[];
}
/**
 * Reasons to choose the business, each with an icon.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "WhyChoose".
 */
export interface WhyChoose {
  /**
   * Block type WhyChoose.
   */
  type: 'WhyChoose';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The reasons.
   *
   * @minItems 1
   *
   * Items: A reason.
   */
  items: {
    icon: Icon;
    /**
     * Short title.
     */
    title: string;
    /**
     * One or two sentences.
     */
    description: string;
    /**
     * Optional short list.
     */
    features?: string[];
  }[];
}
/**
 * Numbered steps of how the work goes.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ProcessSteps".
 */
export interface ProcessSteps {
  /**
   * Block type ProcessSteps.
   */
  type: 'ProcessSteps';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The steps in order; numbers are added automatically.
   *
   * @minItems 1
   *
   * Items: A step.
   */
  steps: {
    /**
     * Step title.
     */
    title: string;
    /**
     * What happens.
     */
    description: string;
  }[];
}
/**
 * A band of big numbers, e.g. 200+ projects.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Stats".
 */
export interface Stats {
  /**
   * Block type Stats.
   */
  type: 'Stats';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  /**
   * Optional heading.
   */
  heading?: string;
  /**
   * The figures.
   *
   * @minItems 1
   *
   * Items: A figure.
   */
  items: {
    /**
     * The number as shown, e.g. 80+.
     */
    value: string;
    /**
     * What it counts.
     */
    label: string;
  }[];
}
/**
 * Customer reviews picked from collections.testimonials.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Testimonials".
 */
export interface Testimonials {
  /**
   * Block type Testimonials.
   */
  type: 'Testimonials';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Ids of the testimonials to show, in order.
   *
   * @minItems 1
   */
  ids: string[];
  /**
   * Testimonials shown instead when any of ids does not exist: in a template, the site's general reviews for a town without its own ({townSlug}-1 ...). Without it, a missing id is an error.
   *
   * @minItems 1
   */
  fallbackIds?: string[];
}
/**
 * Questions and answers; also published as FAQ structured data.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Faq".
 */
export interface Faq {
  /**
   * Block type Faq.
   */
  type: 'Faq';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  /**
   * The questions.
   *
   * @minItems 1
   *
   * Items: A question.
   */
  items: {
    /**
     * The question.
     */
    question: string;
    /**
     * The answer.
     */
    answer: string;
  }[];
}
/**
 * A row of photos.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Gallery".
 */
export interface Gallery {
  /**
   * Block type Gallery.
   */
  type: 'Gallery';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The photos.
   *
   * @minItems 1
   */
  images: Image[];
}
/**
 * The business location on a map (loaded only when the visitor asks), with the served towns and their postal codes.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Map".
 */
export interface Map {
  /**
   * Block type Map.
   */
  type: 'Map';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * List every served town with its postal code beside the map.
   */
  showTowns?: boolean;
}
/**
 * Places served around one town, with the office card (home town) or a note that crews come from the base town.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "AreasServed".
 */
export interface AreasServed {
  /**
   * Block type AreasServed.
   */
  type: 'AreasServed';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Neighbourhoods or areas, usually six.
   *
   * @minItems 1
   */
  bullets: string[];
}
/**
 * Closing call-to-action band.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "CtaBand".
 */
export interface CtaBand {
  /**
   * Block type CtaBand.
   */
  type: 'CtaBand';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  text?: Intro;
  /**
   * plain (dark green), emergency (red, for urgent tree work), accent (coloured band).
   */
  variant?: 'plain' | 'emergency' | 'accent';
  /**
   * With variant emergency: the short line under the buttons, instead of business.emergencyLine (e.g. snow and ice work rather than tree work).
   */
  emergencyLine?: string;
  /**
   * Buttons in the band.
   *
   * @minItems 1
   * @maxItems 3
   */
  buttons: Button[];
}
/**
 * Cards of blog posts from collections.posts.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "BlogPosts".
 */
export interface BlogPosts {
  /**
   * Block type BlogPosts.
   */
  type: 'BlogPosts';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * featured: posts marked featured; recent: the newest posts not featured.
   */
  select: 'featured' | 'recent';
  /**
   * How many posts to show.
   */
  count: number;
}
/**
 * A row of category buttons.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "BlogCategories".
 */
export interface BlogCategories {
  /**
   * Block type BlogCategories.
   */
  type: 'BlogCategories';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  /**
   * Category names, the first is the all-posts button.
   *
   * @minItems 1
   */
  categories: string[];
}
/**
 * The body of one blog post (used by the post template).
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Article".
 */
export interface Article {
  /**
   * Block type Article.
   */
  type: 'Article';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  /**
   * Slug of the post in collections.posts; {slug} in the post template.
   */
  post: string;
}
/**
 * Projects from collections.projects with filter buttons.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "PortfolioGrid".
 */
export interface PortfolioGrid {
  /**
   * Block type PortfolioGrid.
   */
  type: 'PortfolioGrid';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Filter buttons; the first should be all.
   *
   * @minItems 1
   *
   * Items: A filter.
   */
  filters: {
    /**
     * Button text.
     */
    label: string;
    /**
     * Project category it shows.
     */
    category: 'all' | 'design' | 'maintenance' | 'hardscaping' | 'trees' | 'seasonal';
  }[];
}
/**
 * The free-quote form (section id contact-form).
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ContactForm".
 */
export interface ContactForm {
  /**
   * Block type ContactForm.
   */
  type: 'ContactForm';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Short promise under the button about how the data is used.
   */
  reassurance?: string;
}
/**
 * Address, phone, e-mail, hours and call/e-mail buttons from business.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ContactDetails".
 */
export interface ContactDetails {
  /**
   * Block type ContactDetails.
   */
  type: 'ContactDetails';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
}
/**
 * Sections of text, used for policies.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "RichText".
 */
export interface RichText {
  /**
   * Block type RichText.
   */
  type: 'RichText';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  /**
   * Optional heading over all sections.
   */
  heading?: string;
  /**
   * Show a Last updated line with today's date.
   */
  lastUpdated?: boolean;
  /**
   * The sections.
   *
   * @minItems 1
   *
   * Items: A section.
   */
  sections: {
    /**
     * Section heading.
     */
    heading: string;
    /**
     * Paragraphs.
     */
    paragraphs?: string[];
    /**
     * Optional bulleted list.
     */
    list?: string[];
    /**
     * Optional links; outside links open in a new tab.
     */
    links?: Link[];
    /**
     * Show a "Change cookie choice" button at the end of this section; it opens the cookie notice again so a visitor can change their answer (for the cookie policy).
     */
    consentChoice?: boolean;
  }[];
}
/**
 * A list of links with short descriptions.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "LinkList".
 */
export interface LinkList {
  /**
   * Block type LinkList.
   */
  type: 'LinkList';
  /**
   * Name of this block inside a template, so a town can override its text (see towns[].pages).
   */
  id?: string;
  /**
   * Only in templates: show this block just for these town slugs. Omit to show it for every town.
   *
   * @minItems 1
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The links.
   *
   * @minItems 1
   *
   * Items: A link.
   */
  links: {
    /**
     * Link text.
     */
    label: string;
    href: Href;
    /**
     * One line about it.
     */
    description?: string;
  }[];
}
/**
 * A page at a fixed address.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Page".
 */
export interface Page {
  /**
   * Address of the page, e.g. /about. Lowercase, hyphens.
   */
  path: string;
  /**
   * Page title in the browser tab and search results (about 30-60 characters).
   */
  title: string;
  /**
   * Search-result summary (about 70-160 characters).
   */
  description: string;
  image?: Image;
  /**
   * Main structured data for search engines; BreadcrumbList and FAQPage are added automatically.
   */
  structuredData?: 'LocalBusiness' | 'Blog' | 'Service' | 'Article' | 'none';
  /**
   * Id of the service in services[] this page presents, or a list of ids for a page presenting several: their names are the serviceType of the page's Service structured data (needed when structuredData is Service).
   */
  service?: string | string[];
  /**
   * The sections of the page, top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A customer review.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Testimonial".
 */
export interface Testimonial {
  /**
   * Short name used by Testimonials blocks.
   */
  id: string;
  /**
   * Customer name.
   */
  name: string;
  /**
   * Where they live, e.g. Huron, OH.
   */
  location: string;
  /**
   * The review.
   */
  text: string;
  /**
   * Stars, 1 to 5.
   */
  rating: number;
}
/**
 * A blog post.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Post".
 */
export interface Post {
  /**
   * Number of the post.
   */
  id: number;
  /**
   * Address part, e.g. spring-lawn-care-huron.
   */
  slug: string;
  /**
   * Title.
   */
  title: string;
  /**
   * One- or two-sentence summary.
   */
  excerpt: string;
  /**
   * Author name.
   */
  author: string;
  /**
   * Publication date, YYYY-MM-DD.
   */
  date: string;
  /**
   * Minutes to read.
   */
  readTime: number;
  /**
   * Category name, one of the BlogCategories.
   */
  category: string;
  image: Image;
  /**
   * Show among the featured posts.
   */
  featured: boolean;
  /**
   * The article: paragraphs, or {heading} objects to start a section.
   *
   * @minItems 1
   */
  body: (
    | string
    | {
        /**
         * Subheading text.
         */
        heading: string;
      }
  )[];
}
/**
 * A portfolio project.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Project".
 */
export interface Project {
  /**
   * Number of the project.
   */
  id: number;
  /**
   * Title.
   */
  title: string;
  /**
   * Category used by the portfolio filters.
   */
  category: 'design' | 'maintenance' | 'hardscaping' | 'trees' | 'seasonal';
  /**
   * One or two sentences.
   */
  description: string;
  image: Image;
  /**
   * Service tags.
   *
   * @minItems 1
   */
  services: string[];
}
