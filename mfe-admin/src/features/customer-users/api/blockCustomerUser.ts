import type { User } from 'shared-kernel/contract';
import { customerUsersApi } from './tags';
import { searchCustomerUsersApi, type CustomerUserSearchArgs } from './searchCustomerUsers';

export interface BlockCustomerUserArgs {
  customerKey: string;
  userId: string;
  IsBlocked: boolean;
  /** the search whose cached list shows the switch (updated at once, rolled back on failure) */
  search: CustomerUserSearchArgs;
}

/** POST customer/{id}/user/{uid}/block: blocks or unblocks a user at once (spec section 4). */
export const blockCustomerUserApi = customerUsersApi.injectEndpoints({
  endpoints: (build) => ({
    blockCustomerUser: build.mutation<null, BlockCustomerUserArgs>({
      query: ({ customerKey, userId, IsBlocked }) => ({
        url: `customer/${encodeURIComponent(customerKey)}/user/${encodeURIComponent(userId)}/block`,
        method: 'POST',
        body: { IsBlocked },
      }),
      async onQueryStarted({ userId, IsBlocked, search }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          searchCustomerUsersApi.util.updateQueryData('searchCustomerUsers', search, (users: User[]) => {
            const u = users.find((x) => x.Id === userId);
            if (u) u.IsBlocked = IsBlocked;
          }),
        );
        try {
          await queryFulfilled;
        } catch {
          patch.undo();
        }
      },
    }),
  }),
});

export const { useBlockCustomerUserMutation } = blockCustomerUserApi;
