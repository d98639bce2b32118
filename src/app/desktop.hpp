#pragma once
// The desktop around the window: the native save and open dialogs (GTK 3's file chooser, through
// the desktop's portal where one runs) and opening a file in the desktop's browser (xdg-open).
// Platform glue: only the views call these, never the actions or the tests.

#include <string>

namespace tarock::app {

/// How a native dialog ended.
enum class DialogOutcome {
    Chosen,       ///< a file was chosen: its path is returned
    Cancelled,    ///< the user closed the dialog without choosing
    Unavailable,  ///< GTK could not start (no display, no portal): use the typed path instead
};

/// What the save dialog proposes: its title, the folder it opens in, the file name, and one
/// filter ("CSV-Tabelle", "*.csv"). Texts in the window's language.
struct SaveDialogRequest {
    std::string title;
    std::string folder;
    std::string name;
    std::string filter_name;
    std::string pattern;
    std::string accept_label;  ///< the button that saves ("_Speichern")
    std::string cancel_label;  ///< the button that cancels ("_Abbrechen")
};

/// Shows the desktop's save dialog (GtkFileChooserNative: a portal's dialog where one runs, else
/// GtkFileChooserDialog) and blocks until it is closed; asks before overwriting a file. On Chosen
/// `path` is the absolute path. GTK is started on the first call (gtk_init_check); when that
/// fails, this and every later call return Unavailable at once.
DialogOutcome native_save_dialog(const SaveDialogRequest& request, std::string& path);

/// The desktop's dialog that chooses a file to read, as native_save_dialog (the request's `name`
/// and the overwrite question do not apply).
DialogOutcome native_open_dialog(const SaveDialogRequest& request, std::string& path);

/// Opens `path` with the desktop's program for it (xdg-open, started in the background and not
/// waited for). False when xdg-open cannot be started.
bool open_with_desktop(const std::string& path);

}  // namespace tarock::app
