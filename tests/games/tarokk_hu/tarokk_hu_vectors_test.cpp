// Hungarian Tarokk: every vector HV-01 … HV-45 of slovenian-hungarian.md with the exact net per
// seat (A, B, C, D; D deals, A is the Vorhand and the declarer; B his partner unless stated).
#include "partnership_helpers.hpp"

using namespace pt;

namespace {
V hu(const std::string& hand, Json rules = Json::object()) { return nets("tarokk_hu", J(hand), std::move(rules)); }
Json ill() { return J(R"({"form":"illusztralt"})"); }
}  // namespace

TEST_CASE("HV-01 Three, A+B win with 50, their announced trull is taken by C+D: -2 - 1 + 1 = -2") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"tuletroa":{"announced":"declarer","by":"opponents"}})") == V{-2, -2, 2, 2});
}

TEST_CASE("HV-02 Two, A alone wins with 55, the opponents' silent four kings: (2 - 1) x 3") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"self","points":55,"negy_kiraly":{"by":"opponents"}})") == V{3, -1, -1, -1});
}

TEST_CASE("HV-03 Three, A+B win with 50, A's pagát loses the last trick (silent): -5 + 1 = -4") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"pagat_ulti":{"player":"A","result":"lost"}})") == V{-4, -4, 4, 4});
}

TEST_CASE("HV-04 Three, A+B lose with 40, C+D's announced ulti fails, A's side's silent ulti fails: +10 - 5 - 1 = +4") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":40,"pagat_ulti":{"player":"A","announced":"opponents","result":"lost"}})") == V{4, 4, -4, -4});
}

TEST_CASE("HV-05 Two, A+B take 75 with the announced double kontra'd: 2 x 4 x 2 = 16, no game") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":75,"dupla":{"announced":"declarer","kontra":"kontra"}})") == V{16, 16, -16, -16});
}

TEST_CASE("HV-06 Three, A+B take 8 points, C+D all nine tricks silently: volát 3, no double, no game") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":8,"volat":{"by":"opponents"}})") == V{-3, -3, 3, 3});
}

TEST_CASE("HV-07 Two, A+B take 75, nothing announced: the silent double 4 replaces the game") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":75})") == V{4, 4, -4, -4});
}

TEST_CASE("HV-08 Two, announced double and a silent volát: 8 + 6 = 14") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":94,"dupla":{"announced":"declarer"},"volat":{"by":"declarer"}})") == V{14, 14, -14, -14});
}

TEST_CASE("HV-09 Two, announced double but only 65: -8, no game") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":65,"dupla":{"announced":"declarer"}})") == V{-8, -8, 8, 8});
}

TEST_CASE("HV-10 Two, C+D kontra the game and take 75: game 4 + silent double 4") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":19,"kontra":"kontra"})") == V{-8, -8, 8, 8});
}

TEST_CASE("HV-11 One, C+D announce the double and make it: 3 x 4 = 12, no game") {
    CHECK(hu(R"({"declarer":"A","bid":"egy","partner":"B","points":20,"dupla":{"announced":"opponents"}})") == V{-12, -12, 12, 12});
}

TEST_CASE("HV-12 One, C+D win the game (A+B 40): -3") {
    CHECK(hu(R"({"declarer":"A","bid":"egy","partner":"B","points":40})") == V{-3, -3, 3, 3});
}

TEST_CASE("HV-13 Two, A's centrum made, C+D's four kings made, A+B win: 10 - 2 + 2 = 10") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":55,"negy_kiraly":{"announced":"opponents","by":"opponents"},
                 "figures":[{"item":"centrum","announced":"declarer","result":"made"}]})",
             ill()) == V{10, 10, -10, -10});
}

TEST_CASE("HV-14 Two, A's centrum and ulti made, C+D's four kings and kontra'd trull made, C+D win: 10 + 10 - 2 - 4 - 2 = 12") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":40,"pagat_ulti":{"player":"A","announced":"declarer","result":"won"},
                 "negy_kiraly":{"announced":"opponents","by":"opponents"},"tuletroa":{"announced":"opponents","kontra":"kontra","by":"opponents"},
                 "figures":[{"item":"centrum","announced":"declarer","result":"made"}]})",
             ill()) == V{12, 12, -12, -12});
}

TEST_CASE("HV-15 HV-14 with A's centrum and ulti failed: -10 - 10 - 2 - 4 - 2 = -28") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":40,"pagat_ulti":{"player":"A","announced":"declarer","result":"lost"},
                 "negy_kiraly":{"announced":"opponents","by":"opponents"},"tuletroa":{"announced":"opponents","kontra":"kontra","by":"opponents"},
                 "figures":[{"item":"centrum","announced":"declarer","result":"failed"}]})",
             ill()) == V{-28, -28, 28, 28});
}

TEST_CASE("HV-16 Three, A+B win, their announced ulti kontra'd by C+D fails: -20 + 1 = -19") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"pagat_ulti":{"player":"B","announced":"declarer","kontra":"kontra","result":"lost"}})") ==
          V{-19, -19, 19, 19});
}

TEST_CASE("HV-17 Three, A+B win with a silent ulti made: 5 + 1 = 6, a kontra on the silent ulti is refused (it cannot be kontra'd)") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"pagat_ulti":{"player":"A","result":"won"}})") == V{6, 6, -6, -6});
    CHECK(refusal("tarokk_hu", J(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"pagat_ulti":{"player":"A","result":"won","kontra":"mordkontra"}})"))
              .field() == "pagat_ulti.kontra");
}

TEST_CASE("HV-18 Two, announced volát made: 2 x 6 = 12, no game") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":94,"volat":{"announced":"declarer","by":"declarer"}})") == V{12, 12, -12, -12});
}

TEST_CASE("HV-19 Three, 50, announced trull with kontra and rekontra made: 8 + 1 = 9") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"tuletroa":{"announced":"declarer","kontra":"rekontra","by":"declarer"}})") == V{9, 9, -9, -9});
}

TEST_CASE("HV-20 Solo, A calls his own card and wins with 60: 4 x 3") {
    CHECK(hu(R"({"declarer":"A","bid":"szolo","partner":"self","points":60})") == V{12, -4, -4, -4});
}

TEST_CASE("HV-21 Three, A calls C and wins with 49, B announces 8 tarokks") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"C","points":49,"tarokk":{"B":8}})") == V{0, 2, 0, -2});
}

TEST_CASE("HV-22 Two, A+B lose with 47 (one short), D announces 9 tarokks") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":47,"tarokk":{"D":9}})") == V{-4, -4, 0, 8});
}

TEST_CASE("HV-23 Three, 52, announced XXI-fogás made: 42 + 1 = 43") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":52,"xxi_fogas":{"announced":"declarer","by":"declarer"}})") == V{43, 43, -43, -43});
}

TEST_CASE("HV-24 One, A+B win with 55, C+D catch A's XXI silently: -21 + 3 = -18") {
    CHECK(hu(R"({"declarer":"A","bid":"egy","partner":"B","points":55,"xxi_fogas":{"by":"opponents"}})") == V{-18, -18, 18, 18});
}

TEST_CASE("HV-25 Two, 60, the announced XXI-fogás fails: -42 + 2 = -40") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":60,"xxi_fogas":{"announced":"declarer"}})") == V{-40, -40, 40, 40});
}

TEST_CASE("HV-26 One, A alone announces volát and makes it: 18 x 3") {
    CHECK(hu(R"({"declarer":"A","bid":"egy","partner":"self","points":94,"volat":{"announced":"declarer","by":"declarer"}})") == V{54, -18, -18, -18});
}

TEST_CASE("HV-27 Three, announced volát loses a trick with 80 points: -6, no silent double, no game") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":80,"volat":{"announced":"declarer"}})") == V{-6, -6, 6, 6});
}

TEST_CASE("HV-28 Three, 50, kontra to mordkontra on the game: 16") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"kontra":"mordkontra"})") == V{16, 16, -16, -16});
}

TEST_CASE("HV-29 Three, 56, announced ulti kontra'd on the ulti only, made: 20 + 1 = 21") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":56,"pagat_ulti":{"player":"A","announced":"declarer","kontra":"kontra","result":"won"}})") ==
          V{21, 21, -21, -21});
}

TEST_CASE("HV-30 Three, every trick and the trull silently: volát 3, the silent trull not paid") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":94,"volat":{"by":"declarer"},"tuletroa":{"by":"declarer"}})") == V{3, 3, -3, -3});
}

TEST_CASE("HV-31 HV-30 with the trull announced: 3 + 2 = 5") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":94,"volat":{"by":"declarer"},"tuletroa":{"announced":"declarer","by":"declarer"}})") ==
          V{5, 5, -5, -5});
}

TEST_CASE("HV-32 Three, game kontra'd, A+B take 72: game 2 + silent double 2") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":72,"kontra":"kontra"})") == V{4, 4, -4, -4});
}

TEST_CASE("HV-33 Two, 50, C's pagát loses the last trick (silent): 5 + 2 = 7") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":50,"pagat_ulti":{"player":"C","result":"lost"}})") == V{7, 7, -7, -7});
}

TEST_CASE("HV-34 Three, 52, C+D's announced four kings, kontra and rekontra, made: -8 + 1 = -7") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":52,"negy_kiraly":{"announced":"opponents","kontra":"rekontra","by":"opponents"}})") ==
          V{-7, -7, 7, 7});
}

TEST_CASE("HV-35 Two, the called XX in the talon: A alone, game kontra'd, lost with 40, announced ulti failed: -14 x 3") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"talon","points":40,"kontra":"kontra","pagat_ulti":{"player":"A","announced":"declarer","result":"lost"}})") ==
          V{-42, 14, 14, 14});
}

TEST_CASE("HV-36 HV-23 under HU-01 (b): 60 + 1 = 61") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":52,"xxi_fogas":{"announced":"declarer","by":"declarer"}})", J(R"({"xxi_fogas":"60"})")) ==
          V{61, 61, -61, -61});
}

TEST_CASE("HV-37 Three, 50, A's side announced XXI-fogás but C's skíz catches A's XXI: -62, HU-02 (b) -41") {
    const std::string h = R"({"declarer":"A","bid":"harom","partner":"B","points":50,"xxi_fogas":{"announced":"declarer","by":"opponents"}})";
    CHECK(hu(h) == V{-62, -62, 62, 62});
    CHECK(hu(h, J(R"({"failed_and_silent":"announced_only"})")) == V{-41, -41, 41, 41});
}

TEST_CASE("HV-38 Illustrated, Two, 60: centrum made, kismadár failed, C+D's nagymadár failed: 12") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":60,"figures":[{"item":"centrum","announced":"declarer","result":"made"},
                 {"item":"kismadar","announced":"declarer","result":"failed"},{"item":"nagymadar","announced":"opponents","result":"failed"}]})",
             ill()) == V{12, 12, -12, -12});
}

TEST_CASE("HV-39 Illustrated, One, 58: uhu kontra'd and made, C+D's király ulti made: 30 - 15 + 3 = 18") {
    CHECK(hu(R"({"declarer":"A","bid":"egy","partner":"B","points":58,"figures":[{"item":"uhu","card":"pagat","announced":"declarer","kontra":"kontra","result":"made"},
                 {"item":"kiraly_ulti","card":"kor","announced":"opponents","result":"made"}]})",
             ill()) == V{18, 18, -18, -18});
}

TEST_CASE("HV-40 Illustrated, Three, lost with 45: fácán failed, király uhu made: -20 + 20 - 1 = -1") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":45,"figures":[{"item":"facan","card":"pagat","announced":"declarer","result":"failed"},
                 {"item":"kiraly_uhu","card":"treff","announced":"declarer","result":"made"}]})",
             ill()) == V{-1, -1, 1, 1});
}

TEST_CASE("HV-41 Two, kontra and rekontra on the game, C+D take 75: -12, HU-03 (b) -16") {
    const std::string h = R"({"declarer":"A","bid":"ketto","partner":"B","points":19,"kontra":"rekontra"})";
    CHECK(hu(h) == V{-12, -12, 12, 12});
    CHECK(hu(h, J(R"({"game_kontra_silent":"md"})")) == V{-16, -16, 16, 16});
}

TEST_CASE("HV-42 One, A alone wins with 60, A takes the trull, C+D the four kings (silent): 3 x 3") {
    CHECK(hu(R"({"declarer":"A","bid":"egy","partner":"self","points":60,"tuletroa":{"by":"declarer"},"negy_kiraly":{"by":"opponents"}})") == V{9, -3, -3, -3});
}

TEST_CASE("HV-43 Two, 50, C+D's announced double fails: 8 + 2 = 10") {
    CHECK(hu(R"({"declarer":"A","bid":"ketto","partner":"B","points":50,"dupla":{"announced":"opponents"}})") == V{10, 10, -10, -10});
}

TEST_CASE("HV-44 a session of three hands (HV-07, HV-20, HV-21): +16, +2, -8, -10") {
    tarock::Evening e = evening("tarokk_hu");
    for (const char* h : {R"({"dealer":"D","declarer":"A","bid":"ketto","partner":"B","points":75})", R"({"dealer":"D","declarer":"A","bid":"szolo","partner":"self","points":60})",
                          R"({"dealer":"D","declarer":"A","bid":"harom","partner":"C","points":49,"tarokk":{"B":8}})"})
        e.hands.push_back({0, 1, J(h)});
    const auto r = tarock::recompute(e);
    REQUIRE(r.errors == 0);
    CHECK(r.totals == std::vector<Thirds>{Thirds::whole(16), Thirds::whole(2), Thirds::whole(-8), Thirds::whole(-10)});
}

TEST_CASE("HV-45 Illustrated, Three, 50, B's sas wins the last trick unannounced: 5 + 1 = 6") {
    CHECK(hu(R"({"declarer":"A","bid":"harom","partner":"B","points":50,"sas_ulti":{"player":"B","result":"won"}})", ill()) == V{6, 6, -6, -6});
}
