// Accounts (admin only): GET|POST /users, PATCH /users/{id}, POST /users/{id}/reset-link. In lib/ because two
// features read the list: the users page and the audit log's person filter.
import type {
  CreateUserRequest,
  CreateUserResponse,
  ResetLink,
  UpdateUserRequest,
  UserAccount,
} from '@gsvmc/shared-types';
import { baseApi } from '@gsvmc/shared-kit';

export const usersApi = baseApi.enhanceEndpoints({ addTagTypes: ['User', 'Audit'] }).injectEndpoints({
  endpoints: (build) => ({
    getUsers: build.query<UserAccount[], void>({
      query: () => 'users',
      providesTags: (result) => [
        { type: 'User', id: 'LIST' },
        ...(result ?? []).map((u) => ({ type: 'User' as const, id: u._id })),
      ],
    }),
    createUser: build.mutation<CreateUserResponse, CreateUserRequest>({
      query: (body) => ({ url: 'users', method: 'POST', body }),
      invalidatesTags: [{ type: 'User', id: 'LIST' }, 'Audit'],
    }),
    updateUser: build.mutation<UserAccount, { id: string; changes: UpdateUserRequest }>({
      query: ({ id, changes }) => ({ url: `users/${encodeURIComponent(id)}`, method: 'PATCH', body: changes }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'User', id }, { type: 'User', id: 'LIST' }, 'Audit'],
    }),
    issueResetLink: build.mutation<ResetLink, string>({
      query: (id) => ({ url: `users/${encodeURIComponent(id)}/reset-link`, method: 'POST' }),
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGetUsersQuery, useCreateUserMutation, useUpdateUserMutation, useIssueResetLinkMutation } = usersApi;
