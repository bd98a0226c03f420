import type { CustomerHit } from 'shared-kernel/contract';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import {
  Button,
  Combobox,
  Notice,
  searchStatus,
  TextInput,
  useDebouncedValue,
  usePortal,
  useSearchParams,
  useSearchText,
} from 'shared-kernel';
import { UsersTable } from 'shared-kernel/user-management';
import { useSearchUsersQuery } from '../../../api/account';
import { useBlockCustomerUserMutation, useCustomerAutocompleteQuery, useGetCustomerQuery } from '../../../api/customer';
import styles from './CustomerUsersPage.module.css';

/** Spec sections 5 and 9: customer search in forms 300 ms from 3 characters; keyword (a search box) 500 ms. */
export const CUSTOMER_PICK_MIN = 3;
export const CUSTOMER_PICK_DEBOUNCE_MS = 300;
export const KEYWORD_DEBOUNCE_MS = 500;

/**
 * /salesman/users?customerKey&keyword: the users of a customer (customer search and keyword, both kept
 * in the URL) with a block switch that is applied at once. Main accounts and the signed-in user have
 * no switch (spec section 6): the user-management widget's table.
 */
export function CustomerUsersPage() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id: `admin.customerUsers.${id}` }, values);
  const { session } = usePortal();
  const [params, setParams] = useSearchParams();
  const customerKey = params.get('customerKey') ?? '';
  const keyword = params.get('keyword') ?? '';

  const setParam = (name: 'customerKey' | 'keyword', value: string) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (value) next.set(name, value);
        else next.delete(name);
        return next;
      },
      { replace: name === 'keyword' },
    );

  // customer pick
  const pick = useSearchText({ min: CUSTOMER_PICK_MIN, wait: CUSTOMER_PICK_DEBOUNCE_MS });
  const hitsQuery = useCustomerAutocompleteQuery({ query: { search: pick.search } }, { skip: pick.skip });
  const hits = pick.enabled ? (hitsQuery.currentData ?? []) : [];
  const chosen = useGetCustomerQuery({ params: { id: customerKey } }, { skip: !customerKey });
  const choose = (hit: CustomerHit) => {
    pick.setText('');
    setParam('customerKey', hit.Key);
  };

  // keyword: typed here, settled into the URL
  const [keywordText, setKeywordText] = useState(keyword);
  const settledKeyword = useDebouncedValue(keywordText.trim(), KEYWORD_DEBOUNCE_MS);
  useEffect(() => {
    if (settledKeyword !== keyword) setParam('keyword', settledKeyword);
    // only a newly settled keyword is written
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settledKeyword]);

  // only the filters given are sent
  const skip = !customerKey && !keyword;
  const users = useSearchUsersQuery({ query: { ...(customerKey ? { customerKey } : {}), ...(keyword ? { keyword } : {}) } }, { skip });
  const [block] = useBlockCustomerUserMutation();

  return (
    <div className="ds-page ds-stack">
      <h1>
        <FormattedMessage id="admin.customerUsers.title" />
      </h1>
      <div className={`ds-card ds-grid ${styles.filters}`}>
        <div className="ds-stack ds-stack--tight">
          <Combobox<CustomerHit>
            label={t('customerSearch')}
            placeholder={t('customerSearchPlaceholder')}
            value={pick.text}
            onValueChange={pick.setText}
            enabled={pick.enabled}
            items={hits}
            itemKey={(h) => h.Key}
            onSelect={choose}
            status={searchStatus(hitsQuery, { error: t('customerSearchError'), searching: t('customerSearching'), none: t('customerNone') })}
            renderItem={(h) => (
              <span>
                <strong>{h.Name}</strong> <span className="ds-muted">({h.AltKey}, {h.City})</span>
              </span>
            )}
          />
          {customerKey && (
            <div className={`ds-row ${styles.chosen}`}>
              <span>
                <FormattedMessage id="admin.customerUsers.chosen" values={{ name: <strong>{chosen.data ? `${chosen.data.Name} (${chosen.data.AltKey})` : customerKey}</strong> }} />
              </span>
              <Button size="sm" variant="link" onClick={() => setParam('customerKey', '')}>
                <FormattedMessage id="admin.customerUsers.clearCustomer" />
              </Button>
            </div>
          )}
        </div>
        <TextInput type="search" label={t('keyword')} placeholder={t('keywordPlaceholder')} value={keywordText} onValueChange={setKeywordText} maxLength={200} />
      </div>
      {skip ? (
        <Notice kind="info">{t('chooseFirst')}</Notice>
      ) : (
        <UsersTable
          caption={t('caption')}
          users={users.data}
          loading={users.isLoading || (users.isFetching && !users.data)}
          failed={users.isError}
          onRetry={() => void users.refetch()}
          currentUserId={session?.userId}
          columns={customerKey ? ['role'] : ['customer', 'role']}
          onBlock={(u, IsBlocked) => block({ params: { id: u.CustomerId ?? '', uid: u.Id }, body: { IsBlocked } }).unwrap()}
          blockable={(u) => Boolean(u.CustomerId)}
        />
      )}
    </div>
  );
}
