// Placeholder so the package's "./react" export names a file (issue #23, package work): the
// typings work generates the real React 19 JSX augmentation here; take that file over this one.
export {};
