/** The hero's 'Request Laser' joke (spec 2.2): a browser alert. Only the home hero has it. */
export default function LaserButton({ label, message }: { label: string; message: string }) {
  return (
    <button type="button" className="btn btn--outline btn--lg" data-laser="" onClick={() => window.alert(message)}>
      {label}
    </button>
  );
}
