// The design system (ARCHITECTURE section 1). Global styles (tokens, base, layout utilities): import
// 'shared-kernel/styles.css' once (the shell); each component brings its CSS Module.
export { Button, buttonClass, type ButtonProps, type ButtonVariant } from './Button/Button';
export { Spinner } from './Spinner/Spinner';
export { Field, fieldStyles, type FieldProps, type FieldControlProps } from './Field/Field';
export { TextInput, DEFAULT_MAX_LENGTH, INPUT_WARNING_MS, type TextInputProps } from './TextInput/TextInput';
export { NumericInput, type NumericInputProps } from './NumericInput/NumericInput';
export { Combobox, type ComboboxProps } from './Combobox/Combobox';
export { PromoBanner, internalPath, type PromoBannerProps } from './PromoBanner/PromoBanner';
export { ImpersonationSearch, CUSTOMER_SEARCH_MIN, CUSTOMER_SEARCH_QUERY_MIN, CUSTOMER_SEARCH_DEBOUNCE_MS, type ImpersonationSearchProps, type CustomerHitsResult } from './ImpersonationSearch/ImpersonationSearch';
export { Select, usesDropdown, RADIO_MAX_LABEL_LENGTH, type SelectProps, type SelectOption } from './Select/Select';
export { MultiSelect, FILTER_MIN_ITEMS, type MultiSelectProps } from './MultiSelect/MultiSelect';
export { Dialog, preloadDialog, type DialogProps } from './Dialog/Dialog';
export { ConfirmDialog, preloadConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { Toaster, TOAST_DURATION, preloadToaster } from './Toaster/Toaster';
// Tabs are their own entry point, `shared-kernel/tabs`, bundled by the remote that draws tabs (stateless, not
// shared): they are not in every first load with the design system; their
// styles load with the design system: the remotes' own tab links use the global ds-tabs__* aliases
import './Tabs/Tabs.module.css';
export { preloadDesignSystem } from './preload';
export { Table, tableStyles, type TableProps, type TableColumn } from './Table/Table';
export { useBlockColumn, type BlockColumnText } from './Table/useBlockColumn';
export { Pagination, pageWindow, showsFirstLast, FIRST_LAST_ABOVE_INDEX, type PaginationProps } from './Pagination/Pagination';
export { Badge, badgeClass, type BadgeProps } from './Badge/Badge';
export { NotFound, type NotFoundProps } from './NotFound/NotFound';
export { LoadingState, EmptyState, ErrorState, FormErrors, Notice, type EmptyStateProps, type ErrorStateProps, type NoticeProps } from './States/States';
export { useTransientMessage, type TransientMessage } from './useTransientMessage';
export { BREAKPOINTS } from '../styles/breakpoints';
