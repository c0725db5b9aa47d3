import type { ReactNode } from 'react';

/** The frame of every whole-page state (forbidden, not found, offline, coming soon, errors). */
export function FullPageMessage({ icon, title, children, role }: { icon: string; title: string; children?: ReactNode; role?: 'alert' | 'status' }) {
  return (
    <section className="flex flex-column align-items-center justify-content-center text-center p-5 gap-3" style={{ minHeight: '60vh' }} role={role}>
      <span className={`${icon} text-6xl text-primary`} aria-hidden="true" />
      <h1 className="text-3xl font-semibold m-0">{title}</h1>
      {children}
    </section>
  );
}
