// Start-up to the first frame without a screenshot (docs/benchmarks.md, "Start-up to the first
// frame"): loaded into the window with LD_PRELOAD, it lets the first glfwSwapBuffers through and
// then ends the process at once, so the process's time is its start-up to the first frame on the
// screen, without writing a PNG (which --screenshot does and the figures before this included):
//
//   LD_PRELOAD=build-bench/bench/libfirst_frame_exit.so /usr/bin/time tarock-buchhalter --db DB
#include <dlfcn.h>
#include <unistd.h>

struct GLFWwindow;

extern "C" void glfwSwapBuffers(GLFWwindow* window) {
    using Swap = void (*)(GLFWwindow*);
    const auto next = reinterpret_cast<Swap>(dlsym(RTLD_NEXT, "glfwSwapBuffers"));
    if (next) next(window);
    _exit(0);
}
