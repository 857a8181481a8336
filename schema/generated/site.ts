/* DO NOT EDIT. Generated from the schema parts (schema/parts/, src/blocks/<Type>/schema.json and their words files beside them) by `npm run gen:types`. */

/**
 * The opening and closing time of the day on the 24-hour clock, or "closed".
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Hours".
 */
export type Hours =
  | {
      /**
       * The opening time on the 24-hour clock.
       */
      opens: string;
      /**
       * The closing time on the 24-hour clock.
       */
      closes: string;
    }
  | 'closed';
/**
 * A colour written as # and six digits or letters a–f, as colour pickers show it.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Colour".
 */
export type Colour = string;
/**
 * Where a link goes: a page of this site such as /contact, a phone link (tel: and the number), an e-mail link (mailto: and the address), or a full address starting with https://.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Href".
 */
export type Href = string;
/**
 * One section of a page; its type decides what the visitor sees.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Block".
 */
export type Block =
  | AreaCards
  | AreasServed
  | Article
  | BeforeAfter
  | BlogCategories
  | BlogPosts
  | Breadcrumb
  | ContactDetails
  | ContactForm
  | CtaBand
  | Faq
  | Gallery
  | Hero
  | LinkList
  | Map
  | MulchTypes
  | Packages
  | PortfolioGrid
  | ProcessSteps
  | RichText
  | ServiceCards
  | ServiceList
  | SpecialtyCards
  | Stats
  | Testimonials
  | TextWithImage
  | WhyChoose;
/**
 * The heading of the section; it may have fill-ins such as the town's name.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Heading".
 */
export type Heading = string;
/**
 * A short paragraph under the heading.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Intro".
 */
export type Intro = string;
/**
 * The name of an icon of the Lucide set, as lucide.dev/icons writes it under the icon: small letters and hyphens, like leaf, zap or shield-check.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Icon".
 */
export type Icon = string;

/**
 * The whole marketing site: business facts, towns, services, templates, pages and collections.
 */
export interface SiteModel {
  /**
   * Where this file's rules are, so that editors such as VS Code can help while you type; leave it as it is.
   */
  $schema?: string;
  /**
   * Settings for the website as a whole: its name, web address, language and the picture used when a page is shared.
   */
  site: {
    /**
     * The name shown in browser tabs and when someone shares a page, usually the business name.
     */
    name: string;
    /**
     * The website's address as people type it, starting with https:// and without a slash at the end.
     */
    origin: string;
    /**
     * The folder that holds this site's pictures and logo, counted from this file; leave it out to use the usual assets folder.
     */
    assets?: string;
    /**
     * The language and country the website is written for, as two small and two capital letters (en-US, fr-CA): they choose the site's fixed words, and for a language the engine has no words in the check names the words file to write.
     */
    locale: string;
    /**
     * For a site in several languages: each language with its country, the main one first; a text is then written once, or with one entry per language ("en", "es"), and a page not yet written in a language is left out of it.
     *
     * @minItems 2
     *
     * Items: A language and its country, as two small and two capital letters.
     */
    languages?: string[];
    defaultImage: Image;
    /**
     * Counting visits with Google Analytics; it only starts after the visitor accepts cookies.
     */
    analytics?: {
      /**
       * The measurement ID from your Google Analytics account; leave it out to count no visits.
       */
      ga4?: string;
    };
    /**
     * How alike two town pages of one kind may read before the site check warns, from 0 (nothing in common) to 1 (identical); 0.6 when left out.
     */
    nearDuplicateLimit?: number;
  };
  /**
   * The facts about the business that appear in the header, the footer, the contact page and what search engines read.
   */
  business: {
    /**
     * The business's name as customers know it.
     */
    name: string;
    /**
     * The main phone number, written the way customers should see it; it must be a real number in the business's country.
     */
    phone: string;
    /**
     * The e-mail address customers can write to; it is shown on the contact page and in the footer.
     */
    email: string;
    /**
     * The postal address of the office, shown on the contact page and read by search engines.
     */
    address: {
      /**
       * The house number and street of the office.
       */
      street: string;
      /**
       * The city or town of the office.
       */
      city: string;
      /**
       * The state, county or province as it is written in addresses; leave it out where the country's addresses name none.
       */
      region?: string;
      /**
       * The office's postal code, written as the post office writes it.
       */
      postalCode: string;
      /**
       * The office's country as a two-letter code in capitals.
       */
      country: string;
    };
    /**
     * Where the office is on a map, so search engines and maps can place it.
     */
    geo: {
      /**
       * How far north or south the office is, as a decimal number from a map app.
       */
      latitude: number;
      /**
       * How far east or west the office is, as a decimal number from a map app (negative west of Greenwich).
       */
      longitude: number;
    };
    /**
     * When the business is open on each day of the week; shown in the footer and on the contact page.
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
     * The year the business started, used in lines such as "Serving the area since 2003".
     */
    foundingYear?: number;
    /**
     * The business's average star rating and number of reviews; fill it in only with real figures, as search engines may show them.
     */
    rating?: {
      /**
       * The average number of stars customers gave, from 1 to 5.
       */
      value: number;
      /**
       * How many reviews the average is made from.
       */
      count: number;
    };
    /**
     * How expensive the business is, as search engines show it: one to four signs of its currency, such as $$ or €€.
     */
    priceRange?: string;
    /**
     * The ways customers can pay, listed for search engines.
     *
     * @minItems 1
     *
     * Items: One way to pay, such as cash or credit card.
     */
    payment?: string[];
    /**
     * The business's page on one social network, linked from the header, footer and menu.
     */
    social?: {
      /**
       * The name of the social network, shown on the link to the page.
       */
      label: string;
      /**
       * The full address of the business's page on that network.
       */
      url: string;
    };
    /**
     * The address of the map of the office to show on the site, copied from the map service's "embed" option.
     */
    mapUrl: string;
    /**
     * A short sentence about round-the-clock emergency service, shown next to emergency buttons.
     */
    emergencyLine?: string;
    /**
     * The kind of business in the words search engines understand; pick the closest one, or "Local business (any kind)" when none fits.
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
     * The business's logo from the pictures folder, shown in the header and footer and used as the browser tab's icon; without one the name is shown in letters.
     */
    logo?: {
      /**
       * The file name of the logo in the pictures folder: an SVG, or a PNG or JPEG at least 80 pixels tall.
       */
      src: string;
      /**
       * A light version of the logo for the dark footer, such as the logo drawn in white; the normal logo is used when left out.
       */
      onDark?: string;
      /**
       * A small square picture (SVG or PNG) for the browser tab; the logo is used when left out.
       */
      favicon?: string;
    };
  };
  /**
   * The colours and typefaces of the website; the check warns about any text colour that would be hard to read on its background.
   */
  theme: {
    /**
     * The main brand colour, used for buttons and links.
     */
    accent: string;
    /**
     * A darker shade of the accent colour, used when a button is pointed at and for dark bands.
     */
    accentDark: string;
    /**
     * The colour of emergency bands, usually a strong red; #b42318 when left out.
     */
    emergency?: string;
    ink?: Colour;
    text?: Colour;
    muted?: Colour;
    line?: Colour;
    soft?: Colour;
    heroEyebrow?: Colour;
    /**
     * The typefaces of headings and text, by family name; each must be installed first, and Fraunces and Inter are used when left out.
     */
    fonts?: {
      /**
       * The typeface of headings and of the business name.
       */
      heading?: string;
      /**
       * The typeface of all other text.
       */
      body?: string;
    };
  };
  locale?: Locale;
  labels?: Labels;
  /**
   * Which boxes the quote request form asks for and in what order, and whether it has a privacy consent box and a photo upload; the US form with name, phone, e-mail, address and comments is used when left out.
   */
  contactForm?: {
    /**
     * The boxes the visitor fills in, top to bottom; a name and a phone number or e-mail address must be required, so that you can answer.
     *
     * @minItems 1
     */
    fields?: FormField[];
    /**
     * A box the visitor must tick before sending, agreeing to your privacy policy, with a link to it; leave it out for no box.
     */
    consent?: {
      /**
       * The address of the page with your privacy policy, which the words beside the box link to.
       */
      privacyPage: string;
    };
    /**
     * Lets the visitor add one photo of the job, which you get with the request, in the inbox and in the e-mail; leave it out for no upload.
     */
    photo?: {
      /**
       * Whether a request can only be sent with a photo; usually not, since some visitors have none at hand.
       */
      required?: boolean;
      /**
       * The biggest photo file a visitor may send, from 1 to 20 MB; phone photos are usually 2 to 6 MB.
       */
      maxMegabytes?: number;
    };
  };
  /**
   * The links in the header menu and in the footer.
   */
  navigation: {
    /**
     * The main menu at the top of every page, from left to right.
     *
     * @minItems 1
     */
    header: NavItem[];
    /**
     * Links to the most visited pages, listed in the footer of every page.
     *
     * @minItems 1
     */
    footer: Link[];
    /**
     * The links to the privacy and cookie policies at the very bottom of every page.
     */
    legal: Link[];
  };
  /**
   * The towns the business serves, in the order the site lists them; each one gets its own pages.
   *
   * @minItems 1
   */
  towns: Town[];
  /**
   * The services the business sells, which town pages and search engines refer to.
   *
   * @minItems 1
   */
  services: Service[];
  /**
   * Page templates, each made into a page for every town or for every blog post.
   */
  templates: Template[];
  /**
   * The pages with a fixed address, such as the home page, About and Contact.
   *
   * @minItems 1
   */
  pages: Page[];
  /**
   * Extra web addresses that lead to an existing page, for example an old address; search engines are told which one is the main page.
   *
   * Items: One extra address and the page it leads to.
   */
  aliases: {
    /**
     * The extra address, starting with a slash.
     */
    from: string;
    /**
     * The address of the page it leads to, starting with a slash.
     */
    to: string;
  }[];
  /**
   * The lists of customer reviews, blog posts and portfolio projects that blocks pick from.
   */
  collections: {
    /**
     * Every customer review the site can show.
     */
    testimonials: Testimonial[];
    /**
     * Every blog post; each gets its own page.
     */
    posts: Post[];
    /**
     * Every finished project shown on the portfolio page.
     */
    projects: Project[];
  };
}
/**
 * A picture from the pictures folder; the site makes smaller, faster copies of it for every screen size.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Image".
 */
export interface Image {
  /**
   * The file name of the picture in the pictures folder.
   */
  src: string;
  /**
   * A short description of what the picture shows, read aloud to people who cannot see it; leave it empty only for a decorative picture.
   */
  alt: string;
  /**
   * Tick when the picture adds nothing a reader would miss; screen readers then skip it.
   */
  decorative?: boolean;
  /**
   * A line shown under the picture in photo galleries.
   */
  caption?: string;
}
/**
 * How the business's country writes phone numbers, postal codes, regions and times; each setting left out follows the country's own conventions (the US's when the country is left out).
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Locale".
 */
export interface Locale {
  /**
   * The business's country as a two-letter code in capitals; addresses, postal codes, regions and phone numbers are checked and written the way that country does.
   */
  country?: string;
  /**
   * How the contact form writes a phone number a visitor types: as written within the country, or international, with the country code.
   */
  phoneFormat?: 'national' | 'international';
  /**
   * The rule every postal code must follow (towns, the office, the contact form), written as a regular expression; ask a developer before changing it.
   */
  postalCodePattern?: string;
  /**
   * What the country calls a postal code.
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
   * The states, counties or provinces the contact form offers, the business's own first; an empty list gives a free text field, and the country's own are used when left out (the 50 states in the US).
   *
   * Items: The code or name of one region.
   */
  regions?: string[];
  /**
   * What the country calls a region.
   */
  regionLabel?: string;
  /**
   * Contact form: message when no region is chosen.
   */
  regionMessage?: string;
  /**
   * How opening hours are written: 12 for 8:00 AM, 24 for 08:00.
   */
  hourCycle?: 12 | 24;
}
/**
 * Every fixed word of the site's frame and blocks that is not part of their own text; each has a default in the site's language (from the site's language and country), so set only those to change; the fill-ins each names are shown under its box.
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
   * Header: name of a dropdown button; the entry it opens (e.g. Services) is filled in.
   */
  submenu?: string;
  /**
   * Small-screen menu: last entry, to the social media page.
   */
  followUs?: string;
  /**
   * Small-screen menu: read after "Follow us"; the network (e.g. Facebook) is filled in.
   */
  followUsOn?: string;
  /**
   * Header and footer: name of the social media icon link; the network (e.g. Facebook) is filled in.
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
   * Footer: the line under the business name; the office's city and region and the year the business was founded are filled in.
   */
  footerTagline?: string;
  /**
   * Footer: the line under the business name when the year the business was founded is not given.
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
   * Footer: the words on the e-mail button.
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
   * Footer: last entry when there are more towns than it lists; the number of towns is filled in.
   */
  allServiceAreas?: string;
  /**
   * Footer: name of the policy links, read by screen readers.
   */
  legalMenu?: string;
  /**
   * Footer: the copyright line; the current year and the business name are filled in.
   */
  copyright?: string;
  /**
   * Opening hours: a day without hours.
   */
  closed?: string;
  /**
   * Consent notice: the heading that asks about cookies.
   */
  consentTitle?: string;
  /**
   * Consent notice: the question whether the visitor accepts cookies.
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
   * Area cards: the link on each card; the town's name is filled in.
   */
  areaCardLink?: string;
  /**
   * Areas served, towns other than the base: the note on the office card; the town and the office's street and city are filled in.
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
   * Contact details: the words on the e-mail button.
   */
  emailSend?: string;
  /**
   * Map: name of the embedded map; the business name and the office's address are filled in.
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
   * Portfolio: count of shown projects; the number is filled in.
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
   * Service cards: read after "Learn More"; the service's name is filled in.
   */
  learnMoreAbout?: string;
  /**
   * Reviews: the stars, read by screen readers; the rating and the most stars are filled in.
   */
  rated?: string;
  /**
   * Before and after: the word on the picture before the work.
   */
  beforePicture?: string;
  /**
   * Before and after: the word on the picture after the work.
   */
  afterPicture?: string;
  /**
   * Before and after: the name of the slider that uncovers one picture over the other, read by screen readers.
   */
  compareSlider?: string;
  /**
   * Packages: before the "ideal for" text.
   */
  idealFor?: string;
  /**
   * Blog posts: reading time; the minutes are filled in.
   */
  readTime?: string;
  /**
   * Contact form: note above the fields; the star that marks a required field is filled in.
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
   * Contact form with a privacy consent box: the words beside the box; the link to the privacy policy is filled in where its place is marked.
   */
  formConsent?: string;
  /**
   * Contact form with a privacy consent box: the words of the link to the privacy policy.
   */
  formConsentLink?: string;
  /**
   * Contact form with a photo upload: the label of the file chooser.
   */
  formPhoto?: string;
  /**
   * Contact form with a photo upload: the line under the file chooser; the largest size in megabytes is filled in.
   */
  formPhotoHint?: string;
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
   * Contact form: example in the phone field; an example number as the business's country writes it is filled in.
   */
  phonePlaceholder?: string;
  /**
   * Contact form: example in the e-mail field.
   */
  emailPlaceholder?: string;
  /**
   * Contact form: example in the postal code field; the office's postal code is filled in.
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
   * Contact form: message when a field holds an invisible control character; the field's label is filled in.
   */
  messageHiddenCharacters?: string;
  /**
   * Contact form: message when a field is longer than the form allows.
   */
  messageTooLong?: string;
  /**
   * Contact form: message when a field is missing from what was sent; the field's label is filled in.
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
   * Contact form: shown when the server is too busy to save the message; the business phone is filled in.
   */
  messageBusy?: string;
  /**
   * Contact form with a privacy consent box: shown when the box is not ticked.
   */
  messageConsent?: string;
  /**
   * Contact form with a photo upload: shown when the chosen file is not a picture.
   */
  messagePhotoType?: string;
  /**
   * Contact form with a photo upload: shown when the photo is too large; the largest size in megabytes is filled in.
   */
  messagePhotoTooLarge?: string;
}
/**
 * One box of the contact form and whether the visitor must fill it in.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "FormField".
 */
export interface FormField {
  /**
   * Which box: first or last name, phone, e-mail, street, city, region (state or county), postal code or comments; its words come from the site wording and the country conventions.
   */
  field: 'firstName' | 'lastName' | 'phone' | 'email' | 'street' | 'city' | 'region' | 'postalCode' | 'comments';
  /**
   * Whether the form can only be sent with this box filled in; a box left out of the list is not asked at all.
   */
  required?: boolean;
}
/**
 * A link in the header menu, which may open a list of further links.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "NavItem".
 */
export interface NavItem {
  /**
   * The words shown in the menu for this link.
   */
  label: string;
  href: Href;
  /**
   * The links in the list that opens from this entry.
   *
   * @minItems 1
   */
  children?: Link[];
}
/**
 * A link written as text.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Link".
 */
export interface Link {
  /**
   * The words the visitor clicks.
   */
  label: string;
  href: Href;
}
/**
 * A town the business serves; adding one adds its pages, its card, its place in the footer and its sitemap entries.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Town".
 */
export interface Town {
  /**
   * The town's name as it appears in web addresses: small letters, with hyphens instead of spaces.
   */
  slug: string;
  /**
   * The town's name as it is written.
   */
  name: string;
  /**
   * The state, county or province as it is written in addresses; leave it out where the country's addresses name none.
   */
  state?: string;
  /**
   * The county or district the town lies in, as people there name it.
   */
  county: string;
  /**
   * The town's main postal code.
   */
  postalCode: string;
  /**
   * A few words on what the town is like, for whoever writes its pages' text; not shown on the pages.
   */
  character?: string;
  /**
   * Tick for the town where the office is; its pages show the office's address card.
   */
  isBase?: boolean;
  /**
   * The text of this town's card on the overview pages.
   */
  areaCard: {
    /**
     * What the business does most in this town.
     */
    specialty: string;
    /**
     * One or two sentences about the work in this town.
     */
    description: string;
    /**
     * Three or four short points on the card.
     *
     * Items: One short point.
     */
    features?: string[];
  };
  /**
   * The words this town shows instead of a template's, kept for each of its pages.
   */
  pages?: {
    [k: string]: TownPage;
  };
}
/**
 * This town's own words for one page template, used instead of the template's where given.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "TownPage".
 */
export interface TownPage {
  /**
   * This town's own page title, instead of the template's.
   */
  title?: string;
  /**
   * This town's own search summary, instead of the template's.
   */
  description?: string;
  /**
   * For each block, the texts this town shows instead of the template's.
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
   * A short name for the service that town page templates refer to.
   */
  id: string;
  /**
   * The service's name as customers read it.
   */
  name: string;
}
/**
 * A page template made into a page for every town (or every blog post); its text may have fill-ins such as the town's name, region, postal code and service, or the post's title.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Template".
 */
export interface Template {
  /**
   * A short name for the template that town texts and town cards refer to.
   */
  id: string;
  /**
   * Make one page for every town (the usual) or for every blog post.
   */
  each?: 'town' | 'post';
  /**
   * The address of each page, with a placeholder that becomes the town's or the post's part.
   */
  path: string;
  /**
   * The short name of the service these town pages sell.
   */
  service?: string;
  /**
   * Which towns get a page: "all", or a list of the towns' web address names.
   */
  towns?: 'all' | string[];
  /**
   * The title in the browser tab and search results, usually with the town's name filled in; aim for 30 to 60 characters once filled in.
   */
  title: string;
  /**
   * The summary search engines show under the title; aim for 70 to 160 characters once filled in.
   */
  description: string;
  image?: Image;
  /**
   * What kind of page these are for search engines; breadcrumbs and questions are added for you.
   */
  structuredData?: 'LocalBusiness' | 'Blog' | 'Service' | 'Article' | 'none';
  /**
   * The sections of each page, from top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A card for each town served, with what the business does there and a few points, each linking to that town's page.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "AreaCards".
 */
export interface AreaCards {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'AreaCards';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Which town pages the cards link to: the template those pages are made from.
   */
  template: string;
  /**
   * Show a card for every town served, even those the chosen template has no page for (they link to the town's first page); otherwise only towns with such a page get a card.
   */
  allTowns?: boolean;
}
/**
 * A list of the neighbourhoods served around one town, next to the office's address card in the home town or a note that crews travel from there elsewhere.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "AreasServed".
 */
export interface AreasServed {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'AreasServed';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The neighbourhoods or nearby places, usually six.
   *
   * @minItems 1
   *
   * Items: One neighbourhood or nearby place.
   */
  bullets: string[];
}
/**
 * The full text of one blog post under its category, author, date, reading time and picture, with its paragraphs and subheadings; used on blog post pages.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Article".
 */
export interface Article {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Article';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  /**
   * The address name of the post to show; on the blog post template, the fill-in for the post's own address name.
   */
  post: string;
}
/**
 * Two pictures of one job, before and after, with a slider the visitor drags or moves with the arrow keys to compare them; without JavaScript the two pictures are shown side by side.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "BeforeAfter".
 */
export interface BeforeAfter {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'BeforeAfter';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  before: Image;
  after: Image;
}
/**
 * A row of buttons naming the blog's topics above the posts; they show what the blog covers but do not filter it.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "BlogCategories".
 */
export interface BlogCategories {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'BlogCategories';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  /**
   * The category names; the first is the button for all posts.
   *
   * @minItems 1
   *
   * Items: One category name.
   */
  categories: string[];
}
/**
 * Cards for blog posts, each with its picture, category, title, summary, author, date and reading time, linking to the post.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "BlogPosts".
 */
export interface BlogPosts {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'BlogPosts';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Featured posts are the ones marked as featured; newest posts are the newest ones not featured.
   */
  select: 'featured' | 'recent';
  /**
   * How many post cards to show.
   */
  count: number;
}
/**
 * A line of links at the top of the page showing where it sits, from Home to the page itself, so visitors can step back up.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Breadcrumb".
 */
export interface Breadcrumb {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Breadcrumb';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
}
/**
 * The business's address, phone, e-mail and opening hours with buttons to call or write, taken from the business facts.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ContactDetails".
 */
export interface ContactDetails {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'ContactDetails';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
}
/**
 * The form where visitors ask for a free quote with their name, phone, e-mail, address and a message; the request is saved and e-mailed to you.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ContactForm".
 */
export interface ContactForm {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'ContactForm';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * A short promise under the send button about how the visitor's details are used.
   */
  reassurance?: string;
}
/**
 * A coloured band across the page with a heading, a sentence and buttons inviting the visitor to call or ask for a quote, usually at the bottom.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "CtaBand".
 */
export interface CtaBand {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'CtaBand';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  text?: Intro;
  /**
   * The colour behind the band's heading and button.
   */
  variant?: 'plain' | 'emergency' | 'accent';
  /**
   * For a red emergency band: the short line under the buttons, if it should differ from the business's usual emergency line.
   */
  emergencyLine?: string;
  /**
   * The buttons in the band, usually one to call and one to ask for a quote.
   *
   * @minItems 1
   * @maxItems 3
   */
  buttons: Button[];
}
/**
 * A link that looks like a button, inviting the visitor to act.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Button".
 */
export interface Button {
  /**
   * The words on the button; a few active words work best.
   */
  label: string;
  href: Href;
  /**
   * How the button looks.
   */
  style?: 'primary' | 'secondary' | 'call' | 'light';
  /**
   * What a click counts as in the visit statistics; the site picks it from the link address when left out.
   */
  event?: 'cta_click' | 'phone_call' | 'email_click';
}
/**
 * Common questions with their answers, listed under a heading; search engines may show them too.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Faq".
 */
export interface Faq {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Faq';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  /**
   * The questions with their answers, in order.
   *
   * @minItems 1
   *
   * Items: One common question with the answer you give customers.
   */
  items: {
    /**
     * The question as a customer would ask it.
     */
    question: string;
    /**
     * The answer, in a few sentences.
     */
    answer: string;
  }[];
}
/**
 * A row of photos with captions, such as recent projects in a town.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Gallery".
 */
export interface Gallery {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Gallery';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The photos from left to right, each with its description and caption.
   *
   * @minItems 1
   */
  images: Image[];
}
/**
 * A large photo across the top of the page with a big heading, a sentence and up to three buttons; the first block of a page, and its photo loads first.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Hero".
 */
export interface Hero {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Hero';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  /**
   * A short line above the big heading.
   */
  eyebrow?: string;
  heading: Heading;
  text?: Intro;
  image: Image;
  /**
   * The buttons under the text, usually one or two.
   *
   * @maxItems 3
   */
  buttons?: Button[];
  /**
   * Short reassurances shown as small tags under the buttons.
   *
   * @maxItems 4
   *
   * Items: One short reassurance.
   */
  badges?: string[];
  /**
   * How tall the banner is: full height for the home page, compact for other pages.
   */
  size?: 'full' | 'compact';
}
/**
 * A list of links, each with a line saying where it leads.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "LinkList".
 */
export interface LinkList {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'LinkList';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The links, each with its line of explanation, in order.
   *
   * @minItems 1
   *
   * Items: One link with its line of explanation.
   */
  links: {
    /**
     * The words the visitor clicks.
     */
    label: string;
    href: Href;
    /**
     * One line saying what the visitor finds there.
     */
    description?: string;
  }[];
}
/**
 * A map of the business's location that appears when the visitor asks for it, and if you like the towns served with their postal codes beside it.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Map".
 */
export interface Map {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Map';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * List every town served, with its postal code, beside the map.
   */
  showTowns?: boolean;
}
/**
 * Cards side by side comparing kinds of one thing (materials, products or options), each with a short text and its features.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "MulchTypes".
 */
export interface MulchTypes {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'MulchTypes';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The kinds compared, one card each.
   *
   * @minItems 1
   *
   * Items: One kind, on its own card.
   */
  items: {
    /**
     * The name of the kind, shown as the card's heading.
     */
    title: string;
    /**
     * A sentence or two on what this kind is like.
     */
    description: string;
    /**
     * Short features shown as a list on the card, usually three.
     *
     * Items: One short feature.
     */
    features?: string[];
  }[];
}
/**
 * Cards side by side, one per package, each listing what is included and who it suits best.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Packages".
 */
export interface Packages {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Packages';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The packages, one card each, from left to right.
   *
   * @minItems 1
   *
   * Items: One service package.
   */
  items: {
    /**
     * The name of the package, shown as the card's heading.
     */
    title: string;
    /**
     * What the package includes, shown as a list.
     *
     * @minItems 1
     *
     * Items: One thing the package includes.
     */
    features: string[];
    /**
     * Who the package suits best, shown at the bottom of the card.
     */
    idealFor: string;
  }[];
}
/**
 * A grid of finished projects with photos, with buttons above that show only one kind of project.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "PortfolioGrid".
 */
export interface PortfolioGrid {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'PortfolioGrid';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The buttons above the projects; the first should show all of them.
   *
   * @minItems 1
   *
   * Items: One button that shows one kind of project.
   */
  filters: {
    /**
     * The words on the filter button.
     */
    label: string;
    /**
     * Which projects the button shows; All shows every project.
     */
    category: 'all' | 'design' | 'maintenance' | 'hardscaping' | 'trees' | 'seasonal';
  }[];
}
/**
 * Numbered steps showing how a job goes from first call to finished work, each with a heading and a sentence.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ProcessSteps".
 */
export interface ProcessSteps {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'ProcessSteps';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The steps in order; the numbers are added for you.
   *
   * @minItems 1
   *
   * Items: One step of the work.
   */
  steps: {
    /**
     * A few words naming the step.
     */
    title: string;
    /**
     * What happens in this step, in a sentence or two.
     */
    description: string;
  }[];
}
/**
 * Sections of plain text with headings, lists and links, as used for the privacy and cookie policies.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "RichText".
 */
export interface RichText {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'RichText';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  /**
   * A heading over all the sections; it can be left out.
   */
  heading?: string;
  /**
   * Show a "Last updated" line with today's date.
   */
  lastUpdated?: boolean;
  /**
   * The sections of text, in order.
   *
   * @minItems 1
   *
   * Items: One section with its heading and text.
   */
  sections: {
    /**
     * The heading over this section's text.
     */
    heading: string;
    /**
     * The paragraphs of text in this section, in order.
     *
     * Items: One paragraph of text.
     */
    paragraphs?: string[];
    /**
     * Points shown as a bulleted list after the paragraphs.
     *
     * Items: One point of the list.
     */
    list?: string[];
    /**
     * Links shown after the text; links to other websites open in a new tab.
     */
    links?: Link[];
    /**
     * Show a button at the end of this section that lets visitors change their cookie choice, as the cookie policy should.
     */
    consentChoice?: boolean;
  }[];
}
/**
 * Cards side by side, one per service, each with a photo, a short text, a few features and a Learn More link to the service's page.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ServiceCards".
 */
export interface ServiceCards {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'ServiceCards';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * Show a Get Free Quote button on every card next to Learn More.
   */
  quoteButton?: boolean;
  /**
   * The service cards, in order.
   *
   * @minItems 1
   *
   * Items: One card about one service.
   */
  items: {
    /**
     * The name of the service, shown as the card's heading.
     */
    title: string;
    /**
     * One or two sentences about the service.
     */
    description: string;
    image?: Image;
    href: Href;
    /**
     * A small tag on the card's photo.
     */
    badge?: string;
    /**
     * A few short features shown as a list on the card.
     *
     * Items: One short feature.
     */
    features?: string[];
  }[];
}
/**
 * One or more lists of services with check marks, side by side in columns, under a heading.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "ServiceList".
 */
export interface ServiceList {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'ServiceList';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The lists, shown side by side.
   *
   * @minItems 1
   *
   * Items: One list of services with its own heading.
   */
  groups: {
    /**
     * The heading over this list; it can be left out when there is only one list.
     */
    heading?: string;
    /**
     * The services in this list, each shown with a check mark.
     *
     * @minItems 1
     *
     * Items: One service in the list.
     */
    items: string[];
  }[];
}
/**
 * Cards side by side, each naming one thing the business is especially good at, with a sentence and a short list of features.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "SpecialtyCards".
 */
export interface SpecialtyCards {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'SpecialtyCards';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  icon?: Icon;
  /**
   * The specialty cards, in order.
   *
   * @minItems 1
   *
   * Items: One card about one specialty.
   */
  items: {
    icon?: Icon;
    /**
     * The name of the specialty.
     */
    title: string;
    /**
     * A sentence or two on what the specialty is.
     */
    description: string;
    /**
     * Short features shown as a list on the card, usually three.
     *
     * Items: One short feature.
     */
    features?: string[];
  }[];
}
/**
 * A band of big numbers with a word or two under each, such as years in business and projects finished.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Stats".
 */
export interface Stats {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Stats';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  /**
   * A heading over the figures; it can be left out.
   */
  heading?: string;
  /**
   * The big numbers, from left to right.
   *
   * @minItems 1
   *
   * Items: One big number and what it counts.
   */
  items: {
    /**
     * The number as it should appear.
     */
    value: string;
    /**
     * A few words under the number.
     */
    label: string;
  }[];
}
/**
 * Words from happy customers with their name, town and star rating, picked from the site's list of reviews.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Testimonials".
 */
export interface Testimonials {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'Testimonials';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The short names of the reviews to show, in order.
   *
   * @minItems 1
   *
   * Items: The short name of one review in the list of customer reviews.
   */
  ids: string[];
  /**
   * Reviews shown instead when one of the chosen reviews does not exist, such as the site's general reviews for a town without its own; without them a missing review is an error.
   *
   * @minItems 1
   *
   * Items: The short name of one review in the list of customer reviews.
   */
  fallbackIds?: string[];
}
/**
 * A section of paragraphs under a heading, with a photo beside them on wide screens and an optional checklist and buttons.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "TextWithImage".
 */
export interface TextWithImage {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'TextWithImage';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  /**
   * A short line above the heading.
   */
  eyebrow?: string;
  heading: Heading;
  /**
   * The paragraphs of text, in order.
   *
   * @minItems 1
   *
   * Items: One paragraph of text.
   */
  paragraphs: string[];
  /**
   * Short points shown with check marks under the paragraphs.
   *
   * Items: One short point.
   */
  bullets?: string[];
  image?: Image;
  /**
   * Whether the photo stands left or right of the text on wide screens.
   */
  imageSide?: 'left' | 'right';
  /**
   * Buttons under the text.
   *
   * @maxItems 3
   */
  buttons?: Button[];
}
/**
 * A row of reasons to choose the business, each with a small icon, a short heading and a sentence.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "WhyChoose".
 */
export interface WhyChoose {
  /**
   * Which kind of block this is; it is set when the block is added and decides what the visitor sees.
   */
  type: 'WhyChoose';
  /**
   * A name for this block that stays the same when you change its words; each town's own text for the block is kept under it.
   */
  id?: string;
  /**
   * On a town page template: show this block only on these towns' pages; with no town chosen, it shows on every town's page.
   *
   * @minItems 1
   *
   * Items: The web address name of one town.
   */
  towns?: string[];
  heading: Heading;
  intro?: Intro;
  /**
   * The reasons, each shown with its icon, from left to right.
   *
   * @minItems 1
   *
   * Items: One reason to choose the business.
   */
  items: {
    icon: Icon;
    /**
     * A few words naming the reason.
     */
    title: string;
    /**
     * One or two sentences explaining the reason.
     */
    description: string;
    /**
     * A few short points under the reason.
     *
     * Items: One short point.
     */
    features?: string[];
  }[];
}
/**
 * A page with a fixed address, made of blocks from top to bottom.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Page".
 */
export interface Page {
  /**
   * The page's address on the site, starting with a slash; / alone is the home page.
   */
  path: string;
  /**
   * The title in the browser tab and in search results; aim for 30 to 60 characters, most important words first.
   */
  title: string;
  /**
   * The summary search engines show under the title; aim for 70 to 160 characters.
   */
  description: string;
  image?: Image;
  /**
   * What kind of page this is for search engines; breadcrumbs and questions are added for you.
   */
  structuredData?: 'LocalBusiness' | 'Blog' | 'Service' | 'Article' | 'none';
  /**
   * The short name of the service this page presents, or a list of them for a page about several; needed when the page kind is Service.
   */
  service?: string | string[];
  /**
   * The sections of the page, from top to bottom.
   *
   * @minItems 1
   */
  blocks: Block[];
}
/**
 * A review written by a customer.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Testimonial".
 */
export interface Testimonial {
  /**
   * A short name that review blocks use to pick this review.
   */
  id: string;
  /**
   * The customer's name as they agreed to show it.
   */
  name: string;
  /**
   * Where the customer lives.
   */
  location: string;
  /**
   * What the customer wrote.
   */
  text: string;
  /**
   * The number of stars the customer gave, from 1 to 5.
   */
  rating: number;
}
/**
 * A blog post, which gets its own page and a card on the blog page.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Post".
 */
export interface Post {
  /**
   * A number that tells the posts apart.
   */
  id: number;
  /**
   * The post's part of its web address: small letters and digits joined by hyphens.
   */
  slug: string;
  /**
   * The title of the post, shown on its page, on its card and in search results.
   */
  title: string;
  /**
   * A one- or two-sentence summary, shown on the blog page and in search results.
   */
  excerpt: string;
  /**
   * The name of the person who wrote the post.
   */
  author: string;
  /**
   * The day the post was published, written year-month-day.
   */
  date: string;
  /**
   * About how many minutes the post takes to read.
   */
  readTime: number;
  /**
   * The post's category, one of the names in the blog's category buttons.
   */
  category: string;
  image: Image;
  /**
   * Tick to show the post among the featured posts.
   */
  featured: boolean;
  /**
   * The post's text: paragraphs, and headings that start a new part.
   *
   * @minItems 1
   *
   * Items: One paragraph of text, or a heading that starts a new part.
   */
  body: (
    | string
    | {
        /**
         * The words of the heading, shown in bold above the paragraphs that follow.
         */
        heading: string;
      }
  )[];
}
/**
 * A finished project shown on the portfolio page.
 *
 * This interface was referenced by `SiteModel`'s JSON-Schema
 * via the `definition` "Project".
 */
export interface Project {
  /**
   * A number that tells the projects apart.
   */
  id: number;
  /**
   * The project's name, shown under its photo.
   */
  title: string;
  /**
   * The kind of work, which the portfolio's filter buttons use.
   */
  category: 'design' | 'maintenance' | 'hardscaping' | 'trees' | 'seasonal';
  /**
   * One or two sentences about the project.
   */
  description: string;
  image: Image;
  /**
   * Short tags naming the services the project used.
   *
   * @minItems 1
   *
   * Items: One service the project used.
   */
  services: string[];
}
