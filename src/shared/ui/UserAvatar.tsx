import { Avatar } from 'primereact/avatar';
import { safeExternalLink } from '../format/safeLink';

function initials(name: string): string {
  return name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('') || '?';
}

/** The user's picture, or their initials when they have none. */
export function UserAvatar({ name, url, size = 'normal' }: { name: string; url: string | null; size?: 'normal' | 'large' | 'xlarge' }) {
  const src = url ? (url.startsWith('/') ? url : safeExternalLink(url)) : null;
  return src ? (
    <Avatar image={src} shape="circle" size={size} imageAlt={name} />
  ) : (
    <Avatar label={initials(name)} shape="circle" size={size} style={{ backgroundColor: 'var(--primary-color)', color: '#fff' }} aria-hidden="true" />
  );
}
