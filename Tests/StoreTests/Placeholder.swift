// Tests of Store.
