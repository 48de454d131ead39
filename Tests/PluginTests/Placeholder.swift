// Tests of Plugin.
