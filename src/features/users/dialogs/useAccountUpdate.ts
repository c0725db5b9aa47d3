import { useLazyGetAccountByIdQuery, useUpdateAccountMutation, type AccountDetailRead, type AccountUpdateRequest } from '../../../api/tags/security';
import { toUpdateRequest, userFormValues } from '../../../domain/users/userForm';

/** Reads the user as they are now and saves them with one change (state, operative kind). */
export function useAccountUpdate() {
  const [read] = useLazyGetAccountByIdQuery();
  const [update] = useUpdateAccountMutation();
  return async (userId: number, change: (user: AccountDetailRead) => Partial<AccountUpdateRequest>) => {
    const user = (await read({ id: userId }).unwrap()).data;
    const body = { ...toUpdateRequest(user, userFormValues(user)), ...change(user) };
    await update({ accountUpdateRequest: body }).unwrap();
  };
}
