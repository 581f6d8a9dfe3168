/**
 * The report's "Local" section: the business's name, phone numbers and addresses as its pages show
 * them (each with where it appears), genuine locations (a branch list, a page per location), postal
 * addresses apart, and its markup against Google's rules, each point headed by whose rule it is
 * ("Google requires", "Google recommends", "We suggest"), or a JSON-LD example built from what the
 * check found when there is none (src/audit/findings/local.ts).
 */
import type { LocalFacts, PasteFix } from '../../audit/index.js';
import { countriesReadListed } from '../../shared/countries.js';
import { plural } from '../../shared/words.js';

const where = (x: { pages: number; examples: string[] }) =>
  x.pages === 1 ? `on ${x.examples[0]}` : `on ${x.pages} pages, such as ${x.examples.join(', ')}`;

function Listed({ title, items, none }: { title: string; items: { key: string; text: string; detail: string }[]; none: string }) {
  return (
    <div className="card lab-card">
      <h3>{title}</h3>
      {items.length ? (
        <ul className="ai-facts">
          {items.map((i) => (
            <li key={i.key}>
              <strong>{i.text}</strong> {i.detail}
            </li>
          ))}
        </ul>
      ) : (
        <p>{none}</p>
      )}
    </div>
  );
}

/** One of the three kinds of advice, headed by whose rule it is. */
function Advice({ label, items }: { label: string; items: { property: string; does: string }[] }) {
  if (!items.length) return null;
  return (
    <>
      <p>
        <strong>{label}:</strong>
      </p>
      <ul className="ai-facts">
        {items.map((m) => (
          <li key={m.property}>
            <code>{m.property}</code>: {m.does}
          </li>
        ))}
      </ul>
    </>
  );
}

/** Where the report gives the markup, filled in from the pages (the markup finding's card, below). */
function FixPointer({ fix }: { fix: PasteFix | undefined }) {
  if (!fix) return null;
  return (
    <p>
      {fix.title}, built from what your pages show: <a href="#finding-local-business-markup">ready to paste, below</a>.
    </p>
  );
}

function Markup({ local, fix }: { local: LocalFacts; fix: PasteFix | undefined }) {
  const { markup } = local;
  const shows = local.phones.length > 0 || local.addresses.length > 0;
  if (!markup && !shows) return <p>Your site shows no phone number or address we could read, and has no business markup.</p>;
  if (!markup)
    return (
      <>
        <p>
          <strong>We suggest:</strong> LocalBusiness markup, so Google reads your details for its map and local results rather than guessing
          them.
        </p>
        <FixPointer fix={fix} />
      </>
    );
  if (markup.local === false)
    return (
      <>
        <p>
          Your home page’s markup says it is {/^[AEIOU]/.test(markup.type) ? 'an' : 'a'} <strong>{markup.type}</strong>, an Organization
          type: Google’s local business rules (a name and an address required) do not apply to it.
        </p>
        <Advice label="Google recommends, for an Organization" items={markup.missingRecommended} />
        {shows && (
          <p>
            <strong>We suggest:</strong> LocalBusiness markup (the type that fits{local.trade ? `, such as ${local.trade}` : ' your trade'}
            ), so Google reads your details for its map and local results rather than guessing them.
          </p>
        )}
        <FixPointer fix={fix} />
      </>
    );
  const required = markup.missingRequired;
  const recommended = markup.missingRecommended;
  return (
    <>
      <p>
        Your home page’s markup says it is a <strong>{markup.type}</strong>.{' '}
        {required.length ? (
          <>
            <strong>Google requires:</strong> {`it lacks ${required.join(' and ')}.`}
          </>
        ) : (
          'It has everything Google requires (a name and an address).'
        )}
      </p>
      {recommended.length ? (
        <Advice label="Google recommends, and it lacks" items={recommended} />
      ) : (
        <p>It has every property Google recommends that we check for local results too.</p>
      )}
      <Advice label="We suggest" items={markup.suggested ?? []} />
      <FixPointer fix={fix} />
    </>
  );
}

/** The report's "Local" section; nothing for a check made before it was kept. */
export function AuditLocalSection({ local, fix }: { local: LocalFacts | null; fix?: PasteFix }) {
  if (!local) return null;
  const phones = local.phones.map((p) => ({
    key: p.number,
    text: p.label ? `${p.display} (${p.label})` : p.display,
    // A number written "+61 02 …" cannot be dialled as written from abroad: said beside it, as what to change.
    detail: p.trunkZero ? `${where(p)}: written ${p.trunkZero}, where the 0 after the country code must go` : where(p),
  }));
  const addresses = [
    ...local.addresses.map((a) => ({ key: `${a.postcode}${a.text}`, text: a.text, detail: where(a) })),
    // An address not written in full is still one the pages show: what was found, and what it lacks.
    ...(local.incomplete ?? []).map((a) => ({
      key: `part ${a.text}`,
      text: a.text,
      detail: `on ${a.examples.join(', ')}: not in full, as ${a.postcode ? `${a.postcode} is only the first part of a postcode` : 'it has no postcode'}`,
    })),
    // The markup's own address, where no address read from the pages is it: the markup has one, so "none" would be false.
    ...(local.markupAddress ? [{ key: `markup ${local.markupAddress}`, text: local.markupAddress, detail: 'in your markup' }] : []),
  ];
  return (
    <section className="audit-group local" aria-labelledby="audit-local">
      <h2 id="audit-local" className="section-title">
        Name, address and phone
      </h2>
      <p className="section-subtitle">
        Google, directories and customers trust a business whose name, address and phone are the same everywhere.
        {local.name ? ` Your site names the business “${local.name}”.` : ''}
      </p>
      {local.locations > 0 && (
        <p className="card lab-note">
          Your site shows {plural(local.locations, 'location', 'locations')}, each with its own details (listed together or a page each): we
          count them as genuine branches, not as inconsistencies.
        </p>
      )}
      <div className="ai-details">
        <Listed
          title="Phone numbers"
          items={phones}
          none={`We found no phone number your pages show as the business’s: one on your home page, a contact page or two pages or more, a tap-to-call link or your markup. We read any number written with its country code, and numbers written as ${countriesReadListed} write them.`}
        />
        <Listed
          title="Addresses"
          items={addresses}
          none={`We found no address your pages show as the business’s: one on your home page, a contact page or two pages or more, or in your markup. We read addresses with a postcode, written as ${countriesReadListed} write them.`}
        />
      </div>
      {local.postal?.length ? (
        <p className="card lab-note">
          {local.postal.length === 1 ? 'Postal address' : 'Postal addresses'} ({local.postal.join('; ')}): where mail goes, not counted as a
          second address.
        </p>
      ) : null}
      <div className="card lab-card local-markup">
        <h3>Business markup for Google</h3>
        <Markup local={local} fix={fix} />
      </div>
    </section>
  );
}
