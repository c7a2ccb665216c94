import type { Sale } from '@hotel/shared/schemas/hotel';
import { Card, CardBadge, CardNote, CardText } from '../../components/ui/card.tsx';
import { useT } from '../../lib/i18n/i18n.tsx';
import { useFormat } from '../../lib/i18n/format.ts';

interface SaleCardProps {
  sale: Sale;
  /** Detail link: /sales/{id} on the group site, /{hotelCode}/sales/{id} on a hotel's. */
  href: string;
  headingLevel?: 'h2' | 'h3';
}

export function SaleCard({ sale, href, headingLevel }: SaleCardProps) {
  const t = useT();
  const f = useFormat();
  return (
    <Card
      image={{ src: sale.thumbnail, width: 640, height: 420, ratio: '64 / 42' }}
      badge={<CardBadge>{sale.typeName}</CardBadge>}
      kicker={sale.hotelName}
      title={sale.title}
      href={href}
      headingLevel={headingLevel}
      footer={
        <CardNote>
          <span className="visually-hidden">{t('sales.period')}</span>
          {f.dateRange(sale.begin, sale.end)}
        </CardNote>
      }
    >
      <CardText>{sale.salesInfo}</CardText>
    </Card>
  );
}
