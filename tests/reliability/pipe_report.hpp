#pragma once
// The helper processes of the reliability tests (crash_writer, window_table) report on their
// standard output, a pipe the test reads: each line written straight to it, without a stdio
// buffer that a SIGKILL would lose.

#include <unistd.h>

#include <cstdlib>
#include <string>

namespace tarock::rel {

/// Writes `line` and a newline straight to the pipe; exits (3) when it cannot.
inline void say(const std::string& line) {
    const std::string s = line + "\n";
    std::size_t done = 0;
    while (done < s.size()) {
        const ssize_t n = ::write(1, s.data() + done, s.size() - done);
        if (n <= 0) std::_Exit(3);
        done += static_cast<std::size_t>(n);
    }
}

}  // namespace tarock::rel
