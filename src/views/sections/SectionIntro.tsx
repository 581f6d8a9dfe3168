/** h2 and optional intro for a section inside the service layout. */
export function SectionIntro({ heading, intro }: { heading: string; intro?: string }) {
  return (
    <div className="section-header">
      <h2>{heading}</h2>
      {intro && <p className="lead">{intro}</p>}
    </div>
  );
}
