import { useLingui } from '@lingui/react/macro';
import './star-button.css';

/** The favourite star of a coin: pressed when the coin is on the watch list. */
export function StarButton({
  token,
  isFavourite,
  disabled,
  onToggle,
}: {
  token: string;
  isFavourite: boolean;
  disabled: boolean;
  onToggle: () => void;
}) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className="ui-star"
      aria-pressed={isFavourite}
      aria-label={isFavourite ? t`Remove ${token} from favourites` : t`Add ${token} to favourites`}
      disabled={disabled}
      onClick={onToggle}
    >
      <svg viewBox="0 0 24 24" aria-hidden="true">
        <path d="m12 3 2.8 5.8 6.2.9-4.5 4.4 1 6.2L12 17.4l-5.5 2.9 1-6.2L3 9.7l6.2-.9L12 3Z" />
      </svg>
    </button>
  );
}
