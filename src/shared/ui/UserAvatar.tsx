import { safeExternalLink } from '../format/safeLink';
import './firstPaint/firstPaint.css';

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('') || '?';
}

const SIZE_CLASS = { normal: '', large: ' p-avatar-lg', xlarge: ' p-avatar-xl' } as const;

/**
 * The user's picture, or their initials when they have none. PrimeReact's avatar look without its runtime,
 * since the top bar draws it in the first paint (issue 15).
 */
export function UserAvatar({ name, url, size = 'normal' }: { name: string; url: string | null; size?: 'normal' | 'large' | 'xlarge' }) {
  const src = url ? (url.startsWith('/') ? url : safeExternalLink(url)) : null;
  const classes = `p-avatar p-component p-avatar-circle${SIZE_CLASS[size]}`;
  return src ? (
    <div className={`${classes} p-avatar-image`}>
      <img src={src} alt={name} />
    </div>
  ) : (
    <div className={classes} style={{ backgroundColor: 'var(--primary-color)', color: '#fff' }} aria-hidden="true">
      <span className="p-avatar-text">{initials(name)}</span>
    </div>
  );
}
