import { waitFor } from '@testing-library/react';
import { renderWithApp } from '../../../test/setup/renderWithApp';
import { setupSandbox } from '../../../test/setup/sandboxServer';
import { catalogApi } from './catalog';
import { geographyApi } from './geography';

const sandbox = setupSandbox({ tickets: 20 });

describe('geography cache tags', () => {
  it('make the ticket form’s search of a client’s locations stale when a location is created on /ubications', async () => {
    // The app's store, signed in; nothing on the page.
    const { store } = renderWithApp(<></>, { as: { sandbox, role: 'ADM' } });
    const arg = { clientId: 1, text: 'Sucursal Etiqueta' };
    const search = store.dispatch(catalogApi.endpoints.getCatalogClientLocations.initiate(arg));
    expect((await search).data?.data.items).toEqual([]);

    await store.dispatch(geographyApi.endpoints.createLocation.initiate({
      locationWrite: {
        clientId: 1, name: 'Sucursal Etiqueta', locationPriorityId: null, comercialName: null, address: 'Av. Juárez 12',
        postalCode: sandbox.store.locations.get(1)!.postalCode, locality: null, latitude: 19.43, longitude: -99.13, additionalInfo: null,
      },
    })).unwrap();

    // The subscribed search is refetched by its tag, with no code of the form's.
    const found = () => catalogApi.endpoints.getCatalogClientLocations.select(arg)(store.getState()).data?.data.items.map((l) => l.name);
    await waitFor(() => expect(found()).toEqual(['Sucursal Etiqueta']));
    search.unsubscribe();
  });
});
