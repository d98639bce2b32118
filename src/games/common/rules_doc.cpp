#include "games/common/rules_doc.hpp"

#include "games/variant.hpp"

namespace tarock {

namespace {
std::string cell(std::string s) {
    std::string out;
    for (char c : s) out += c == '|' ? std::string("\\|") : std::string(1, c);
    return out;
}
}  // namespace

std::string house_rules_markdown() {
    std::string md;
    for (const Variant* v : all_variants()) {
        md += "### " + v->name().de + " (`" + v->id() + "`)\n\n";
        const std::string page = v->rules_file();
        const std::string link = page.rfind("docs/", 0) == 0 ? page.substr(5) : page;  // relative to docs/
        md += "Rules: [`" + page + "`](" + link + "). Amounts are in " + v->unit().en + ".\n\n";
        md += "| key | rule | setting | options (default in **bold**) | what it changes |\n";
        md += "|---|---|---|---|---|\n";
        for (const SettingSpec& s : v->settings()) {
            std::string options;
            if (s.kind == SettingSpec::Kind::Choice) {
                for (const SettingOption& o : s.options) {
                    const std::string text = "`" + o.value + "` " + o.label.en;
                    options += (options.empty() ? "" : "; ") + (o.value == s.default_value ? "**" + text + "**" : text);
                }
            } else {
                options = "an amount, default **" + s.default_value + "**";
            }
            md += "| `" + s.key + "` | " + cell(s.rule_id) + " (" + cell(s.source) + ") | " + cell(s.title.en) + " / " +
                  cell(s.title.de) + " | " + cell(options) + " | " + cell(s.help.en) + " |\n";
        }
        md += "\n";
    }
    return md;
}

}  // namespace tarock
