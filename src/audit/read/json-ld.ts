/**
 * Structured data (JSON-LD) as the site check reads it: each `<script type="application/ld+json">`
 * block kept by page-facts.ts is parsed once, if small enough, and its @type names collected with a
 * work list (never recursion), every count bounded, so deeply nested or huge JSON costs little. A
 * business's own markup (LocalBusiness, any of its subtypes, Organization) is kept too: what Google's
 * local results read from it, each value clipped.
 */
import { clip } from './clip.js';
import { type Address, phoneOf, type Phone } from './nap.js';

/** A JSON-LD block larger than this is not parsed (deeply nested JSON costs about 0.3 ms a KB). */
export const JSON_LD_MAX = 64 * 1024;
/** JSON-LD blocks parsed per page; values visited in each when collecting @type; types kept. */
const JSON_LD_BLOCKS = 16;
const JSON_LD_NODES = 10_000;
const TYPES_KEEP = 8;

export interface StructuredData {
  /** The @types named (clipped, the first few). */
  types: string[];
  /** Blocks that do not parse, and blocks too large (or too many) to read. */
  broken: number;
  unread: number;
  /** The business's own markup (the first few nodes of a LocalBusiness type or Organization). */
  businesses: Business[];
}

/** A LocalBusiness (or subtype) or Organization node, as Google's local results read it. */
export interface Business {
  type: string;
  /** LocalBusiness or one of its subtypes (else Organization). */
  local: boolean;
  name?: string;
  telephone?: Phone;
  /** The telephone as written, when it is not a valid number. */
  telephoneWritten?: string;
  /** A PostalAddress's parts as written; `text` when the address is a plain string. */
  address?: Partial<Pick<Address, 'street' | 'suburb' | 'state' | 'postcode'>> & { country?: string; text?: string };
  /** Which of Google's recommended properties are present. */
  has: { areaServed: boolean; url: boolean; openingHours: boolean; geo: boolean; image: boolean; priceRange: boolean };
}

/**
 * schema.org's LocalBusiness and the subtypes local businesses use (schema.org/LocalBusiness lists
 * them all); any type ending in Store, Business or Service is taken as one too.
 */
const LOCAL_TYPES = new Set(
  (
    'LocalBusiness AnimalShelter ArchiveOrganization AutomotiveBusiness AutoBodyShop AutoDealer AutoPartsStore AutoRental AutoRepair AutoWash ' +
    'ChildCare Dentist DryCleaningOrLaundry EmergencyService EmploymentAgency EntertainmentBusiness FinancialService AccountingService ' +
    'FoodEstablishment Bakery BarOrPub Brewery CafeOrCoffeeShop Restaurant FastFoodRestaurant Winery GovernmentOffice HealthAndBeautyBusiness ' +
    'BeautySalon DaySpa HairSalon NailSalon TattooParlor HomeAndConstructionBusiness Electrician GeneralContractor HVACBusiness HousePainter ' +
    'Locksmith MovingCompany Plumber RoofingContractor InternetCafe LegalService Attorney Notary Library LodgingBusiness Hotel Motel ' +
    'MedicalBusiness MedicalClinic Optician Pharmacy Physician Physiotherapy ProfessionalService RadioStation RealEstateAgent RecyclingCenter ' +
    'SelfStorage ShoppingCenter SportsActivityLocation ExerciseGym Store TelevisionStation TouristInformationCenter TravelAgency VeterinaryCare'
  ).split(' '),
);
const isLocalType = (type: string) => LOCAL_TYPES.has(type) || /(Store|Business|Service)$/.test(type);
/** Business nodes kept per page. */
const BUSINESSES_KEEP = 3;

const text = (v: unknown) => (typeof v === 'string' ? clip(v, 120) : undefined);
const present = (v: unknown) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length);

/** A business node's parts Google reads (see Business). */
function businessOf(node: Record<string, unknown>, type: string): Business {
  const written = typeof node.telephone === 'string' ? node.telephone : undefined;
  const telephone = written ? phoneOf(written) : undefined;
  const raw = Array.isArray(node.address) ? node.address[0] : node.address;
  let address: Business['address'];
  if (typeof raw === 'string') address = { text: clip(raw, 200) };
  else if (raw && typeof raw === 'object') {
    const a = raw as Record<string, unknown>;
    const country = a.addressCountry;
    address = {
      street: text(a.streetAddress),
      suburb: text(a.addressLocality),
      state: text(a.addressRegion),
      postcode: text(a.postalCode),
      country: text(country) ?? text((country as Record<string, unknown> | undefined)?.name),
    };
  }
  return {
    type: clip(type, 60),
    local: isLocalType(type),
    name: text(node.name),
    ...(telephone ? { telephone } : written ? { telephoneWritten: clip(written, 40) } : {}),
    ...(address ? { address } : {}),
    has: {
      areaServed: present(node.areaServed),
      url: present(node.url),
      openingHours: present(node.openingHoursSpecification) || present(node.openingHours),
      geo: present(node.geo),
      image: present(node.image) || present(node.logo),
      priceRange: present(node.priceRange),
    },
  };
}

/** The @type names in a parsed JSON-LD value, visited with a work list (never recursion), bounded; business nodes into `businesses`. */
function typesIn(value: unknown, into: Set<string>, businesses: Business[]): void {
  const work: unknown[] = [value];
  for (let visited = 0; work.length && visited < JSON_LD_NODES; visited++) {
    const node = work.pop();
    if (Array.isArray(node)) {
      work.push(...node.slice(0, JSON_LD_NODES));
    } else if (node && typeof node === 'object') {
      const { '@type': type, '@graph': graph } = node as Record<string, unknown>;
      const types = (Array.isArray(type) ? type : [type]).filter((t): t is string => typeof t === 'string');
      for (const one of types) if (into.size < TYPES_KEEP) into.add(clip(one, 60));
      const business = types.find((t) => isLocalType(t)) ?? types.find((t) => t === 'Organization');
      if (business && businesses.length < BUSINESSES_KEEP) businesses.push(businessOf(node as Record<string, unknown>, business));
      if (graph) work.push(graph);
    }
  }
}

/** The page's JSON-LD blocks, one at a time. */
export class JsonLdReader {
  readonly data: StructuredData = { types: [], broken: 0, unread: 0, businesses: [] };
  private readonly types = new Set<string>();
  private blocks = 0;

  /** One block: its text as kept (at most JSON_LD_MAX + 1 characters) and its whole length. */
  read(text: string, length: number): void {
    if (length > JSON_LD_MAX || this.blocks >= JSON_LD_BLOCKS) return void this.data.unread++;
    this.blocks++;
    try {
      typesIn(JSON.parse(text), this.types, this.data.businesses);
      this.data.types = [...this.types];
    } catch {
      this.data.broken++;
    }
  }
}
