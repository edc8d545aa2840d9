export { UserSelect, type LoadSystemUsers, type UserSelectProps } from './UserSelect';
export { systemUserLabel, toUserOption, type SystemUser } from './userOption';
