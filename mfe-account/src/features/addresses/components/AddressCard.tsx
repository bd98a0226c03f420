import { useIntl } from 'react-intl';
import { Button } from 'shared-kernel';
import type { Address } from 'shared-kernel/contract';
import styles from './AddressCard.module.css';

interface Props {
  address: Address;
  /** shows the delete button */
  onDelete?: (address: Address) => void;
}

/** One address as a card: name, street and number, zip code and city, country, e-mail and phone. */
export function AddressCard({ address: a, onDelete }: Props) {
  const intl = useIntl();
  return (
    <li className={`ds-card ds-stack ds-stack--tight ${styles.card}`} aria-label={a.Name}>
      <strong>{a.Name}</strong>
      <address className={styles.address}>
        <div>{[a.Street, a.HouseNumber].filter(Boolean).join(' ')}</div>
        <div>{[a.ZipCode, a.City].filter(Boolean).join(' ')}</div>
        {a.CountryName && <div>{a.CountryName}</div>}
        {a.Email && (
          <div>
            <a href={`mailto:${a.Email}`}>{a.Email}</a>
          </div>
        )}
        {a.Phone && <div>{a.Phone}</div>}
      </address>
      {onDelete && (
        <div className={`ds-row ds-row--end ${styles.actions}`}>
          <Button size="sm" variant="danger" onClick={() => onDelete(a)} aria-label={intl.formatMessage({ id: 'account.addresses.deleteNamed' }, { name: a.Name })}>
            {intl.formatMessage({ id: 'account.addresses.delete' })}
          </Button>
        </div>
      )}
    </li>
  );
}
