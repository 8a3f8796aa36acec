/**
 * /m/register's form, imported statically by its screen: the form's code and its dependencies load with the screen's
 * chunk in one go, not in a second round trip once the screen has rendered.
 */
export { RegistrationForm } from './ui/RegistrationForm';
