/** The home page's floating call-to-action. Without JavaScript it is a plain link to the form. */
export function FloatingCta() {
  return (
    <a className="floating-cta btn btn--primary" href="#contact" data-scroll="">
      Get Started
    </a>
  );
}
