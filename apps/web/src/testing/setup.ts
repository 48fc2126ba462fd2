import { configure } from '@testing-library/react';

// The suites run beside the server's on a 2-core machine: give findBy*/waitFor 5 s before they fail.
// A passing wait returns as soon as its element appears, so this costs nothing when all is well.
configure({ asyncUtilTimeout: 5000 });
