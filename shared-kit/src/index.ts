// Public surface of shared-kit, shared at run time as one singleton. What only some pages need is in
// entries of its own, each shared as a singleton too, so a visitor's first page does not download it
//: '@gsvmc/shared-kit/dialog' (Radix), '/table' (TanStack Table),
// '/forms' (react-hook-form). What only staff screens or a dev page need is bundled where it is used:
// '/refusals', '/collegeTime', '/staff', '/standalone'.
export * from './config/runtimeConfig';
export * from './api/baseApi';
export * from './api/errors';
export * from './api/contentApi';
export * from './api/pagesApi';
export * from './api/journalApi';
export * from './api/uploadsSlice';
export { apiUrl } from './api/apiUrl';
export * from './auth/tokenStorage';
export * from './auth/authSlice';
export * from './auth/authApi';
export { sessionRestoreRequested, useRestoreSession } from './auth/session';
export { currentToken, endSessionIfRefused } from './auth/sessionEnd';
export { useAuth, useLogout } from './auth/useAuth';
export * from './store/makeStore';
export type { StoreContext } from './store/storeContext';
export * from './store/hooks';
export * from './toast/toastSlice';
export * from './toast/useToast';
export * from './toast/ToastArea';
export * from './theme/theme';
export { documentHasGlobalStyle, GLOBAL_STYLE_ID } from './theme/globalStyleId';
export * from './theme/KitProviders';
export * from './ui/Spinner';
export * from './ui/Button';
export * from './ui/States';
export * from './ui/AsyncView';
export * from './ui/PageHeader';
export * from './ui/PageContainer';
export * from './ui/ConfirmDialog';
export * from './ui/tapTarget';
export * from './hooks/useDocumentTitle';
export * from './hooks/useMediaQuery';
export * from './hooks/useAdoptedChoice';
export * from './hooks/useTypedDraft';
export * from './hooks/useHydrated';
export * from './hooks/formatDate';
export * from './images/ResponsiveImage';
export * from './i18n';
export { messages as kitMessages } from './ui/messages';
