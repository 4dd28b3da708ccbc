import styled from 'styled-components';
import { Icon } from './Icon';

const StyledNotice = styled.p`
  display: flex;
  align-items: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[2]};
  margin: 0;
  padding: ${({ theme }) => theme.space[3]} ${({ theme }) => theme.space[4]};
  border: ${({ theme }) => theme.borders.info};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.infoSoft};
  color: ${({ theme }) => theme.colors.info};
  font-size: ${({ theme }) => theme.fontSizes.md};

  /* Inside running text a link must not be told apart by colour alone. */
  a {
    text-decoration: underline;
  }
`;

export interface MoreDataNoticeProps {
  /** The translated lead, e.g. 'Want access to more data? Contact us at'. */
  lead: string;
  supportEmail: string;
}

/** An account without resell or trade-in data is told whom to ask. */
export function MoreDataNotice({ lead, supportEmail }: MoreDataNoticeProps) {
  return (
    <StyledNotice role="note">
      <Icon name="mail" size="sm" />
      <span>
        {lead} <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
      </span>
    </StyledNotice>
  );
}
