/** Eyebrow, h2 and intro at the top of a section. */
export function SectionHeader({ eyebrow, heading, intro, id }: { eyebrow?: string; heading: string; intro?: string; id?: string }) {
  return (
    <div className="section-header">
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{heading}</h2>
      {intro && <p className="lead">{intro}</p>}
    </div>
  );
}
