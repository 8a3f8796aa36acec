/** localStorage: the remembered login's record (remember-store.ts); start-up reads only whether there is one. */
export const REMEMBERED_LOGIN_KEY = 'rememberedLogin';
