import styled from 'styled-components';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../ui/Icon';

const StyledNotice = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borders.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.md};
`;

/** What an account without resell or trade-in data sees instead. */
export function ContactNotice({ supportEmail }: { supportEmail: string }) {
  const { t } = useTranslation();
  return (
    <StyledNotice role="status">
      <Icon name="mail" size="sm" />
      <span>
        {t('catalogDetail.moreData')} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </span>
    </StyledNotice>
  );
}
