import { usersApi } from './tags';

export interface BlockUserArgs {
  customerKey: string;
  userId: string;
  IsBlocked: boolean;
}

/** POST customer/{id}/user/{uid}/block: blocks or unblocks a user at once. */
export const blockUserApi = usersApi.injectEndpoints({
  endpoints: (build) => ({
    blockUser: build.mutation<null, BlockUserArgs>({
      query: ({ customerKey, userId, IsBlocked }) => ({
        url: `customer/${encodeURIComponent(customerKey)}/user/${encodeURIComponent(userId)}/block`,
        method: 'POST',
        body: { IsBlocked },
      }),
      invalidatesTags: ['CustomerUsers', 'AccountUser'],
    }),
  }),
});

export const { useBlockUserMutation } = blockUserApi;
