import { Icon } from './Icon.js';

/** A star rating out of 5 (spec 9), announced as text. */
export function Stars({ rating }: { rating: number }) {
  return (
    <p className="stars" role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((n) => (
        <Icon key={n} name="Star" size={18} className={n <= rating ? 'star star--on' : 'star'} />
      ))}
    </p>
  );
}
