#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

exit(ViewDataTool.run(arguments: Array(CommandLine.arguments.dropFirst()), terminal: .current))
