import type { Country } from 'shared-kernel/contract';
import { countriesApi } from './tags';

/** PUT country/{Id}: availability and costs per currency (the names and ISO2 are read only on the server). */
export const updateCountryApi = countriesApi.injectEndpoints({
  endpoints: (build) => ({
    updateAdminCountry: build.mutation<Country, Pick<Country, 'Id' | 'IsAvailable' | 'Costs'>>({
      query: (body) => ({ url: `country/${body.Id}`, method: 'PUT', body }),
      invalidatesTags: ['AdminCountry'],
    }),
  }),
});

export const { useUpdateAdminCountryMutation } = updateCountryApi;
