import TriviumCommands

#if canImport(Glibc)
  import Glibc
#endif

exit(Trivium.main(Array(CommandLine.arguments.dropFirst())))
