// Tests of Content.
