import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ClientDirectoryEntry } from '../../api/tags/catalog';
import { Disclosure } from '../../shared/ui/Disclosure';

/** One client: its attention times and contacts in view, its services behind a disclosure (a client has dozens). */
export function ClientEntry({ client }: { client: ClientDirectoryEntry }) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <article aria-labelledby={headingId} className="surface-card border-1 surface-border border-round p-3 flex flex-column gap-2">
      <h2 id={headingId} className="text-lg font-semibold m-0">
        {t('informative.clients.heading', { name: client.name, number: client.number })}
      </h2>
      {client.description && <p className="m-0 text-700">{client.description}</p>}
      <div className="grid m-0">
        <section className="col-12 md:col-6 p-0 pr-3">
          <h3 className="text-base font-semibold my-1">{t('informative.clients.attentionTimes')}</h3>
          {client.attentionTimes.length === 0 ? (
            <p className="m-0 text-600">{t('informative.clients.noAttentionTimes')}</p>
          ) : (
            <ul className="m-0 pl-3">
              {client.attentionTimes.map((time) => (
                <li key={time.priorityId}>{t('informative.clients.attentionTime', { priority: time.priorityName, count: time.attentionHours })}</li>
              ))}
            </ul>
          )}
        </section>
        <section className="col-12 md:col-6 p-0">
          <h3 className="text-base font-semibold my-1">{t('informative.clients.contacts')}</h3>
          {client.contacts.length === 0 ? (
            <p className="m-0 text-600">{t('informative.clients.noContacts')}</p>
          ) : (
            <ul className="m-0 pl-3">
              {client.contacts.map((contact) => (
                <li key={contact.userId}>
                  {contact.fullName} · <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  {contact.mobileNumber && (
                    <>
                      {' · '}
                      <a href={`tel:${contact.mobileNumber}`}>{contact.mobileNumber}</a>
                    </>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
      <Disclosure label={t('informative.clients.services', { count: client.services.length, client: client.name })}>
        {() => (
          <table className="w-full" style={{ borderCollapse: 'collapse' }} aria-label={t('informative.clients.servicesOf', { client: client.name })}>
            <thead>
              <tr>
                {(['number', 'name', 'serviceType', 'project'] as const).map((column) => (
                  <th key={column} scope="col" className="text-left p-2">
                    {t(`informative.clients.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {client.services.map((service) => (
                <tr key={service.id} className="border-top-1 surface-border">
                  <td className="p-2">{service.number}</td>
                  <td className="p-2">{service.name}</td>
                  <td className="p-2">{service.serviceTypeName}</td>
                  <td className="p-2">{service.projectName}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Disclosure>
    </article>
  );
}
