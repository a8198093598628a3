/**
 * The two tiles of the deposit list (LIST-21, LIST-23): real buttons, so Tab/Enter/Space work.
 * The accessible name is the label (plus badge and count), read once. Labels and badges are
 * server texts in any script, so they get `dir="auto"`: "Visa 3DS" stays left-to-right inside an
 * Arabic layout and an Arabic label stays right-to-left inside an English one.
 */
import type { PaymentMethod } from '../domain/payment-entities.ts';
import { MethodIcon } from './method-icon.tsx';
import { groupBadge, groupLabel, methodBadge, methodLabel } from '../domain/method-text.ts';
import type { Tile } from '../domain/method-listing.ts';
import { isCryptoMethod } from '../domain/method-routes.ts';
import { GROUP_KEYS } from '../domain/group-keys.ts';
import { CRYPTO_BONUS_BADGE_PERCENT } from '../domain/constants.ts';
import type { CashierI18n } from '../i18n/i18n.ts';
import { useT } from '../i18n/react.tsx';

export interface TileContext {
  language: string;
  iconBase: string;
  /** Accessible count text, e.g. "Methods: 5". */
  countLabel(count: number): string;
  /** LIST-22: the crypto tiles' badge ("Instant +5%") when the crypto bonus applies; else absent. */
  cryptoBonusBadge?: string | undefined;
}

/** LIST-22: "Instant +5%", the percent written the player's way (٥٪ in Arabic), for `TileContext.cryptoBonusBadge`. */
export const cryptoBonusBadgeText = ({ t, language }: Pick<CashierI18n, 't' | 'language'>): string =>
  t('list.badge.cryptoBonus', { percent: new Intl.NumberFormat(language, { style: 'percent' }).format(CRYPTO_BONUS_BADGE_PERCENT / 100) });

/**
 * LIST-23: icon, localized label and badge. The name comes from the content ("Visa, Popular"), so it
 * always holds the visible words (WCAG 2.5.3); the icon is decoration beside the label.
 */
export function MethodTileView({ method, ctx, onChoose }: { method: PaymentMethod; ctx: TileContext; onChoose(): void }) {
  const label = methodLabel(method, ctx.language);
  const badge = methodBadge(method, ctx.language);
  const bonus = isCryptoMethod(method) ? ctx.cryptoBonusBadge : undefined;
  return (
    <button type="button" className="cashier-tile" data-method={method.name} onClick={onChoose}>
      <MethodIcon iconId={method.iconIds?.[0]} iconBase={ctx.iconBase} alt="" label={label} />
      <TileText label={label} badge={badge} bonus={bonus} />
    </button>
  );
}

/**
 * A tile's label and optional badge: server texts, so their direction comes from the text
 * (dir=auto). `bonus` is our own translated badge (LIST-22), so it follows the layout.
 */
function TileText({ label, badge, bonus }: { label: string; badge: string | undefined; bonus?: string | undefined }) {
  return (
    <>
      <span className="cashier-tile__label" dir="auto">
        {label}
      </span>
      {badge ? (
        <>
          {/* read as "Bank cards, Popular" where the name comes from the content */}
          <span className="cashier-visually-hidden">, </span>
          <span className="cashier-badge" dir="auto">
            {badge}
          </span>
        </>
      ) : null}
      {bonus ? (
        <>
          <span className="cashier-visually-hidden">, </span>
          <span className="cashier-badge cashier-badge--bonus">{bonus}</span>
        </>
      ) : null}
    </>
  );
}

/**
 * LIST-21: badge, up to 3 method icons and the count of the rest. Its accessible name comes from its
 * content ("Bank cards, Popular, Methods: 3": label, badge, a hidden count), not an aria-label, so
 * the name always contains the visible words (WCAG 2.5.3 label in name); the icons are decoration.
 */
export function GroupTileView({ tile, ctx, onChoose }: { tile: Extract<Tile, { kind: 'group' }>; ctx: TileContext; onChoose(): void }) {
  const { t } = useT();
  const label = groupLabel(tile.group, ctx.language, t);
  const badge = groupBadge(tile.methods, ctx.language);
  const bonus = tile.group.name === GROUP_KEYS.CRYPTO ? ctx.cryptoBonusBadge : undefined;
  return (
    <button type="button" className="cashier-tile cashier-tile--group" data-group={tile.group.name} onClick={onChoose}>
      <span className="cashier-tile__icons" aria-hidden="true">
        {tile.iconMethods.map((m) => (
          <MethodIcon key={m.name} iconId={m.iconIds?.[0]} iconBase={ctx.iconBase} alt="" label={methodLabel(m, ctx.language)} size="sm" />
        ))}
        {/* ltr: "+2" must not turn into "2+" in a right-to-left layout */}
        {tile.more > 0 ? (
          <span className="cashier-tile__more" dir="ltr">
            +{tile.more}
          </span>
        ) : null}
      </span>
      <TileText label={label} badge={badge} bonus={bonus} />
      <span className="cashier-visually-hidden">, {ctx.countLabel(tile.methods.length)}</span>
    </button>
  );
}

/** A list of tiles (ul/li for list semantics). */
export function TileList({ tiles, ctx, onMethod, onGroup, id, label }: {
  tiles: readonly Tile[];
  ctx: TileContext;
  onMethod(method: PaymentMethod): void;
  onGroup(tile: Extract<Tile, { kind: 'group' }>): void;
  id?: string;
  label: string;
}) {
  return (
    <ul className="cashier-tiles" id={id} aria-label={label}>
      {tiles.map((tile) => (
        <li key={tile.key}>
          {tile.kind === 'method' ? (
            <MethodTileView method={tile.method} ctx={ctx} onChoose={() => onMethod(tile.method)} />
          ) : (
            <GroupTileView tile={tile} ctx={ctx} onChoose={() => onGroup(tile)} />
          )}
        </li>
      ))}
    </ul>
  );
}
