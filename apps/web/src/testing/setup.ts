import { configure } from '@testing-library/react';
import { beforeEach } from 'vitest';
import { i18n } from '../app/i18n';

// The suites run beside the server's on a 2-core machine: give findBy*/waitFor 5 s before they fail.
// A passing wait returns as soon as its element appears, so this costs nothing when all is well.
configure({ asyncUtilTimeout: 5000 });

// Every test starts in English, whatever language the one before switched to (decision 0072).
beforeEach(() => {
  void i18n.changeLanguage('en');
});
