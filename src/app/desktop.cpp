#include "app/desktop.hpp"

#include <spawn.h>
#include <sys/wait.h>

#include <thread>

#include <gtk/gtk.h>

extern char** environ;

namespace tarock::app {

namespace {

/// Starts GTK once; false when it cannot (no display).
bool gtk_ready() {
    static const bool ready = [] {
        gtk_disable_setlocale();  // the window formats its numbers in the C locale
        return gtk_init_check(nullptr, nullptr) != FALSE;
    }();
    return ready;
}

/// Lets GTK finish drawing and closing its windows before the app's loop goes on.
void settle_gtk() {
    while (gtk_events_pending()) gtk_main_iteration();
}

/// The desktop's file chooser for saving or opening (`action`), blocking until it is closed.
DialogOutcome run_chooser(const SaveDialogRequest& r, GtkFileChooserAction action, std::string& path) {
    if (!gtk_ready()) return DialogOutcome::Unavailable;
    GtkFileChooserNative* dialog = gtk_file_chooser_native_new(r.title.c_str(), nullptr, action, r.accept_label.c_str(), r.cancel_label.c_str());
    auto* chooser = GTK_FILE_CHOOSER(dialog);
    if (action == GTK_FILE_CHOOSER_ACTION_SAVE) gtk_file_chooser_set_do_overwrite_confirmation(chooser, TRUE);
    if (!r.folder.empty()) gtk_file_chooser_set_current_folder(chooser, r.folder.c_str());
    if (action == GTK_FILE_CHOOSER_ACTION_SAVE) gtk_file_chooser_set_current_name(chooser, r.name.c_str());
    GtkFileFilter* filter = gtk_file_filter_new();
    gtk_file_filter_set_name(filter, r.filter_name.c_str());
    gtk_file_filter_add_pattern(filter, r.pattern.c_str());
    gtk_file_chooser_add_filter(chooser, filter);  // the chooser takes the filter
    DialogOutcome outcome = DialogOutcome::Cancelled;
    if (gtk_native_dialog_run(GTK_NATIVE_DIALOG(dialog)) == GTK_RESPONSE_ACCEPT) {
        if (char* file = gtk_file_chooser_get_filename(chooser)) {
            path = file;
            g_free(file);
            outcome = DialogOutcome::Chosen;
        }
    }
    g_object_unref(dialog);
    settle_gtk();
    return outcome;
}

}  // namespace

DialogOutcome native_save_dialog(const SaveDialogRequest& r, std::string& path) { return run_chooser(r, GTK_FILE_CHOOSER_ACTION_SAVE, path); }

DialogOutcome native_open_dialog(const SaveDialogRequest& r, std::string& path) { return run_chooser(r, GTK_FILE_CHOOSER_ACTION_OPEN, path); }

bool open_with_desktop(const std::string& path) {
    std::string program = "xdg-open";
    char* argv[] = {program.data(), const_cast<char*>(path.c_str()), nullptr};
    pid_t pid = 0;
    if (posix_spawnp(&pid, "xdg-open", nullptr, nullptr, argv, environ) != 0) return false;
    // xdg-open hands the file to the browser and ends soon; it is reaped without blocking the window.
    std::thread([pid] { waitpid(pid, nullptr, 0); }).detach();
    return true;
}

}  // namespace tarock::app
